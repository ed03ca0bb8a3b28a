import type { ItemKind } from '../api/use-captioned-item';

/**
 * A chosen file's text after the provider's own check (its readers load on first use): the
 * text to send, or what is wrong with it, line named.
 */
export async function checkFile(
  kind: ItemKind,
  file: File,
): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  const [text, { readCaptionFile }] = await Promise.all([
    file.text(),
    import('@inkreel/shared/caption-files'),
  ]);
  const read = await readCaptionFile(
    text,
    kind === 'audio' ? ['vtt', 'srt', 'lrc'] : ['vtt', 'srt'],
  );
  return read.ok
    ? { ok: true, text }
    : { ok: false, message: `${file.name}: ${read.problem.message}` };
}

export const ACCEPT: Record<ItemKind, string> = {
  video: '.vtt,.srt,text/vtt',
  audio: '.vtt,.srt,.lrc,text/vtt',
};
