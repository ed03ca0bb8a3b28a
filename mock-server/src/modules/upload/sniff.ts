import { fileTypeFromBuffer, fileTypeFromFile, type FileTypeResult } from 'file-type';
import type { FileKind } from '@inkreel/shared';

/** What a file's bytes say it is, and the extension it is stored under for each kind. */
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

const mp4: Sniffed = { format: 'mp4', exts: { video: 'mp4' } };
const m4a: Sniffed = { format: 'm4a', exts: { audio: 'm4a' } };
const ogg: Sniffed = { format: 'ogg', exts: { video: 'ogv', audio: 'ogg' } };
const each = (extensions: string[], sniffed: Sniffed) =>
  Object.fromEntries(extensions.map((ext) => [ext, sniffed]));

/**
 * The formats Inkreel accepts, by the extension file-type reports. Everything else (plain ZIPs,
 * SVG, HEIC, text…) is refused. ISO media is split by its brand: audio-only brands are audio, the
 * rest video; any Ogg stream may be either, as it was before file-type told the codecs apart.
 */
const ACCEPTED: Readonly<Record<string, Sniffed>> = {
  ...each(['mp4', 'm4v', 'm4p', 'f4v', 'f4p', '3gp', '3g2'], mp4),
  mov: { format: 'quicktime', exts: { video: 'mov' } },
  ...each(['m4a', 'm4b', 'f4a', 'f4b'], m4a),
  webm: { format: 'matroska', exts: { video: 'webm', audio: 'weba' } },
  mkv: { format: 'matroska', exts: { video: 'mkv', audio: 'mka' } },
  ...each(['ogg', 'ogv', 'oga', 'ogx', 'opus', 'spx'], ogg),
  mp3: { format: 'mp3', exts: { audio: 'mp3' } },
  wav: { format: 'wav', exts: { audio: 'wav' } },
  flac: { format: 'flac', exts: { audio: 'flac' } },
  pdf: { format: 'pdf', exts: { book: 'pdf' } },
  epub: { format: 'epub', exts: { book: 'epub' } },
  mobi: { format: 'mobi', exts: { book: 'mobi' } },
  png: { format: 'png', exts: { image: 'png' } },
  jpg: { format: 'jpeg', exts: { image: 'jpg' } },
  webp: { format: 'webp', exts: { image: 'webp' } },
  gif: { format: 'gif', exts: { image: 'gif' } },
};

const accepted = (result: FileTypeResult | undefined): Sniffed | null =>
  (result && ACCEPTED[result.ext]) ?? null;

/** Identifies bytes by their content only (file-type); names and declared types are never trusted. */
export async function sniffBytes(buf: Uint8Array): Promise<Sniffed | null> {
  return accepted(await fileTypeFromBuffer(buf));
}

/** Reads as much of a stored file as file-type needs and identifies it. */
export async function sniffFile(filePath: string): Promise<Sniffed | null> {
  return accepted(await fileTypeFromFile(filePath));
}

/** The extension to store a file under when its bytes are of the wanted kind, else null. */
export function extensionFor(sniffed: Sniffed | null, kind: FileKind): string | null {
  return sniffed?.exts[kind] ?? null;
}
