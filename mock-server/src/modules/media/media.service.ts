import { placeholderSvg } from './placeholder.js';
import { resolveStoredFile } from './safe-path.js';

export { PLACEHOLDER_SIZES, placeholderSvg } from './placeholder.js';
export { resolveMediaFile, resolveStoredFile } from './safe-path.js';

/** A record's image: its stored file while it is on disk, else a generated SVG with the title. */
export async function storedImage(
  mediaDir: string,
  stored: string | undefined,
  placeholder: { title: string; width: number; height: number },
): Promise<{ file: string } | { svg: string }> {
  const file = stored ? await resolveStoredFile(mediaDir, stored) : null;
  if (file) return { file };
  return { svg: placeholderSvg(placeholder.title, placeholder.width, placeholder.height) };
}
