import { open, readFile } from 'node:fs/promises';
import { EPUB_MAX_UNPACKED_BYTES } from '@inkreel/shared';
import { strFromU8, unzipSync, type UnzipFileInfo } from 'fflate';

/** Why a book file is refused: its bytes are no readable book, or would unpack too far. */
export class BookFileError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

const PDF_TAIL_BYTES = 2048;

/** A PDF ends with `%%EOF` (and perhaps a line break): a truncated upload does not. */
async function checkPdf(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, PDF_TAIL_BYTES);
    const tail = Buffer.alloc(length);
    await handle.read(tail, 0, length, size - length);
    if (!tail.toString('latin1').includes('%%EOF')) {
      throw new BookFileError('The PDF is incomplete: it has no end-of-file marker');
    }
  } finally {
    await handle.close();
  }
}

/**
 * An EPUB is a ZIP whose `META-INF/container.xml` names a package document that is in the
 * archive. Entry sizes are read from the archive's directory and added up before anything is
 * unpacked; fflate never unpacks an entry past the size it declares, so the two small files read
 * here cannot grow either.
 */
function checkEpub(bytes: Uint8Array): void {
  const entries: UnzipFileInfo[] = [];
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        entries.push(entry);
        return false;
      },
    });
  } catch {
    throw new BookFileError('The EPUB is not a readable ZIP archive');
  }
  const unpacked = entries.reduce((sum, entry) => sum + entry.originalSize, 0);
  if (unpacked > EPUB_MAX_UNPACKED_BYTES) {
    throw new BookFileError(
      `The EPUB would unpack to ${unpacked} bytes, more than the ${EPUB_MAX_UNPACKED_BYTES} allowed`,
      true,
    );
  }
  const read = (name: string): string | undefined => {
    try {
      const found = unzipSync(bytes, { filter: (entry) => entry.name === name })[name];
      return found ? strFromU8(found) : undefined;
    } catch {
      throw new BookFileError(`The EPUB's ${name} cannot be unpacked`);
    }
  };
  const container = read('META-INF/container.xml');
  if (container === undefined) throw new BookFileError('The EPUB has no META-INF/container.xml');
  const rootfile = /<rootfile\b[^>]*\bfull-path\s*=\s*["']([^"']+)["']/i.exec(container)?.[1];
  if (!rootfile) throw new BookFileError('The EPUB container names no package document');
  const opf = read(decodeURI(rootfile));
  if (opf === undefined)
    throw new BookFileError(`The EPUB's package document ${rootfile} is missing`);
  if (!/<package\b/i.test(opf) || !/<spine\b/i.test(opf)) {
    throw new BookFileError('The EPUB package document has no spine');
  }
}

/**
 * A MOBI is a Palm database ("BOOKMOBI") whose first record holds the PalmDOC and MOBI headers;
 * its record offsets must rise within the file, and its text records must exist.
 */
function checkMobi(bytes: Buffer): void {
  if (bytes.length < 78 || bytes.toString('latin1', 60, 68) !== 'BOOKMOBI') {
    throw new BookFileError('The MOBI file has no Palm database header');
  }
  const count = bytes.readUInt16BE(76);
  if (count < 2 || bytes.length < 78 + count * 8) {
    throw new BookFileError('The MOBI file lists no records');
  }
  const offsets = Array.from({ length: count }, (_, i) => bytes.readUInt32BE(78 + i * 8));
  const ordered = offsets.every((at, i) => at < bytes.length && at >= (offsets[i - 1] ?? 0));
  if (!ordered) throw new BookFileError('The MOBI record list points outside the file');
  const record0 = offsets[0] ?? 0;
  if (bytes.toString('latin1', record0 + 16, record0 + 20) !== 'MOBI') {
    throw new BookFileError('The MOBI file has no MOBI header');
  }
  const compression = bytes.readUInt16BE(record0);
  const textRecords = bytes.readUInt16BE(record0 + 8);
  if (![1, 2, 17480].includes(compression)) {
    throw new BookFileError(`The MOBI text uses an unknown compression (${compression})`);
  }
  if (textRecords < 1 || textRecords >= count) {
    throw new BookFileError('The MOBI file is missing its text records');
  }
}

/** Checks a stored book file of the format its bytes were sniffed as; throws BookFileError. */
export async function checkBookFile(file: string, format: string): Promise<void> {
  if (format === 'pdf') return checkPdf(file);
  // Books are at most MAX_UPLOAD_BYTES; EPUB and MOBI are read whole, as the reader does.
  const bytes = await readFile(file);
  if (format === 'epub') checkEpub(bytes);
  else if (format === 'mobi') checkMobi(bytes);
}
