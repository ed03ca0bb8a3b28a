import { useEffect, useState } from 'react';

/** An object URL for a file, revoked when the file changes or the component unmounts. */
export function useObjectUrl(file: File | null): string | null {
  // The URL remembers its file, so a new file shows nothing until its own URL exists.
  const [made, setMade] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    let url: string;
    try {
      url = URL.createObjectURL(file);
    } catch (error) {
      // A preview is a nicety: without one the form still works.
      console.warn('No preview for this file', error);
      return;
    }
    setMade({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return made && made.file === file ? made.url : null;
}
