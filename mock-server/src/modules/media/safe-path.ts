import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Turns a still-percent-encoded path below the media folder into an absolute file path, or null
 * when it is not a regular file inside the folder. Each segment is decoded once and must be a
 * plain name, so `..`, `%2e%2e`, `%2f`, backslashes, NUL bytes and absolute paths never resolve;
 * the real path is checked again so a symlink cannot lead outside either.
 */
export async function resolveMediaFile(mediaDir: string, encoded: string): Promise<string | null> {
  if (encoded.length === 0 || encoded.length > 1024) return null;
  const segments: string[] = [];
  for (const raw of encoded.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) {
      return null;
    }
    segments.push(segment);
  }
  const root = path.resolve(mediaDir);
  const candidate = path.join(root, ...segments);
  if (!candidate.startsWith(root + path.sep)) return null;
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(candidate)]);
    if (!realFile.startsWith(realRoot + path.sep)) return null;
    const info = await stat(realFile);
    return info.isFile() ? realFile : null;
  } catch {
    return null;
  }
}

/** A record's stored file (media-relative, `/`-separated) as an absolute path, or null if gone. */
export function resolveStoredFile(mediaDir: string, rel: string): Promise<string | null> {
  return resolveMediaFile(mediaDir, rel.split('/').map(encodeURIComponent).join('/'));
}
