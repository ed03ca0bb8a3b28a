import { open } from 'node:fs/promises';
import type { FileKind } from '@inkreel/shared';

/** What a file's first bytes say it is, and the extension it is stored under for each kind. */
export interface Sniffed {
  format: SniffedFormat;
  exts: Partial<Record<FileKind, string>>;
}

export type SniffedFormat =
  | 'mp4'
  | 'quicktime'
  | 'm4a'
  | 'matroska'
  | 'ogg'
  | 'mp3'
  | 'wav'
  | 'flac'
  | 'pdf'
  | 'epub'
  | 'mobi'
  | 'png'
  | 'jpeg'
  | 'webp'
  | 'gif';

/** Enough bytes for every signature below (MOBI's sits at offset 60). */
export const SNIFF_BYTES = 128;

const ascii = (buf: Buffer, offset: number, text: string): boolean =>
  buf.length >= offset + text.length &&
  buf.toString('latin1', offset, offset + text.length) === text;

const bytes = (buf: Buffer, offset: number, expected: readonly number[]): boolean =>
  buf.length >= offset + expected.length && expected.every((b, i) => buf[offset + i] === b);

/** An MPEG audio frame header: 11 sync bits, a real layer, a usable bitrate and sample rate. */
function isMpegAudioFrame(buf: Buffer): boolean {
  const [b0, b1, b2] = [buf[0], buf[1], buf[2]];
  if (b0 !== 0xff || b1 === undefined || b2 === undefined) return false;
  const sync = (b1 & 0xe0) === 0xe0;
  const layer = (b1 >> 1) & 0x03;
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 0x03;
  return sync && layer !== 0 && bitrate !== 0x0f && sampleRate !== 0x03;
}

function sniffIsoMedia(buf: Buffer): Sniffed {
  const brand = buf.toString('latin1', 8, 12);
  if (brand.startsWith('M4A') || brand.startsWith('M4B')) {
    return { format: 'm4a', exts: { audio: 'm4a' } };
  }
  if (brand === 'qt  ') return { format: 'quicktime', exts: { video: 'mov' } };
  return { format: 'mp4', exts: { video: 'mp4' } };
}

/** Identifies a file by its leading bytes only; names and declared types are never trusted. */
export function sniffBytes(buf: Buffer): Sniffed | null {
  if (ascii(buf, 4, 'ftyp') && buf.length >= 12) return sniffIsoMedia(buf);
  if (bytes(buf, 0, [0x1a, 0x45, 0xdf, 0xa3])) {
    const webm = buf.subarray(0, 64).includes('webm', 0, 'latin1');
    return webm
      ? { format: 'matroska', exts: { video: 'webm', audio: 'weba' } }
      : { format: 'matroska', exts: { video: 'mkv', audio: 'mka' } };
  }
  if (ascii(buf, 0, 'OggS')) return { format: 'ogg', exts: { video: 'ogv', audio: 'ogg' } };
  if (ascii(buf, 0, 'ID3') || isMpegAudioFrame(buf))
    return { format: 'mp3', exts: { audio: 'mp3' } };
  if (ascii(buf, 0, 'RIFF') && ascii(buf, 8, 'WAVE'))
    return { format: 'wav', exts: { audio: 'wav' } };
  if (ascii(buf, 0, 'RIFF') && ascii(buf, 8, 'WEBP'))
    return { format: 'webp', exts: { image: 'webp' } };
  if (ascii(buf, 0, 'fLaC')) return { format: 'flac', exts: { audio: 'flac' } };
  if (ascii(buf, 0, '%PDF-')) return { format: 'pdf', exts: { book: 'pdf' } };
  if (bytes(buf, 0, [0x50, 0x4b, 0x03, 0x04]) && ascii(buf, 30, 'mimetypeapplication/epub+zip')) {
    return { format: 'epub', exts: { book: 'epub' } };
  }
  if (ascii(buf, 60, 'BOOKMOBI')) return { format: 'mobi', exts: { book: 'mobi' } };
  if (bytes(buf, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { format: 'png', exts: { image: 'png' } };
  }
  if (bytes(buf, 0, [0xff, 0xd8, 0xff])) return { format: 'jpeg', exts: { image: 'jpg' } };
  if (ascii(buf, 0, 'GIF87a') || ascii(buf, 0, 'GIF89a')) {
    return { format: 'gif', exts: { image: 'gif' } };
  }
  return null;
}

/** Reads a stored file's first bytes and identifies it. */
export async function sniffFile(filePath: string): Promise<Sniffed | null> {
  const handle = await open(filePath, 'r');
  try {
    const buf = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buf, 0, SNIFF_BYTES, 0);
    return sniffBytes(buf.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** The extension to store a file under when its bytes are of the wanted kind, else null. */
export function extensionFor(sniffed: Sniffed | null, kind: FileKind): string | null {
  return sniffed?.exts[kind] ?? null;
}
