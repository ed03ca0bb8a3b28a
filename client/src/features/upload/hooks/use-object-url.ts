import { useEffect, useState } from 'react';

/** An object URL for a file, revoked when the file changes or the component unmounts. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    let next: string;
    try {
      next = URL.createObjectURL(file);
    } catch (error) {
      // A preview is a nicety: without one the form still works.
      console.warn('No preview for this file', error);
      setUrl(null);
      return;
    }
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
