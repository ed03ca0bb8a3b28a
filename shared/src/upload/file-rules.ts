import type { FileKind } from '../common/contract.js';

/** What a file input says about its file before upload (a browser File has both). */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

const BOOK_EXTENSIONS = ['.pdf', '.epub', '.mobi'] as const;
const BOOK_MIME_TYPES = [
  'application/pdf',
  'application/epub+zip',
  'application/x-mobipocket-ebook',
];

/** The `accept` attribute of each kind of file input. */
export const FILE_ACCEPT: Readonly<Record<FileKind, string>> = {
  video: 'video/*',
  audio: 'audio/*',
  book: '.pdf,.epub,.mobi,application/pdf,application/epub+zip,application/x-mobipocket-ebook',
  image: 'image/*',
};

export const FILE_KIND_MESSAGES: Readonly<Record<FileKind, string>> = {
  video: 'Please choose a video file',
  audio: 'Please choose an audio file',
  book: 'Please choose a PDF, EPUB or MOBI file',
  image: 'Please choose an image file',
};

/** The client-side check of docs/product.md section 5 (the server checks the bytes themselves). */
export function fileMatchesKind(kind: FileKind, file: Pick<FileLike, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  if (kind === 'book') {
    const name = file.name.toLowerCase();
    return BOOK_MIME_TYPES.includes(type) || BOOK_EXTENSIONS.some((ext) => name.endsWith(ext));
  }
  return type.startsWith(`${kind}/`);
}
