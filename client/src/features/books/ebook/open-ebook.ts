import { EPUB_MAX_UNPACKED_BYTES } from '@inkreel/shared';
import type { FoliateBook } from 'foliate-js/view.js';
import { sanitizeBookText } from './sanitize-book';

// Each format's reader loads with a book of that format: an EPUB (foliate-js's EPUB and zip.js)
// without the MOBI reader and its inflater, a MOBI without the other two (decision 0453).
const epubCode = () =>
  Promise.all([import('foliate-js/epub.js'), import('foliate-js/vendor/zip.js')]);
const mobiCode = () =>
  Promise.all([import('foliate-js/mobi.js'), import('foliate-js/vendor/fflate.js')]);
type ZipCode = Awaited<ReturnType<typeof epubCode>>[1];

/** A book that cannot be opened: the reader shows the specification's failure text. */
export class EbookError extends Error {}

/** docs/product.md, "Reading a book": a broken book fails within 5 s, never hangs the page. */
export const OPEN_TIMEOUT_MS = 4000;

/**
 * An EPUB's ZIP, read entry by entry as the reader needs them. The entries' declared sizes are
 * added up first: over EPUB_MAX_UNPACKED_BYTES (a zip bomb, or near one) the book is refused
 * before anything is unpacked, as the provider refuses it on upload.
 */
async function zipLoader(blob: Blob, zip: ZipCode) {
  const { BlobReader, BlobWriter, configure, TextWriter, ZipReader } = zip;
  configure({ useWebWorkers: false });
  const entries = await new ZipReader(new BlobReader(blob)).getEntries();
  const unpacked = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (unpacked > EPUB_MAX_UNPACKED_BYTES) {
    throw new EbookError(`The EPUB would unpack to ${unpacked} bytes`);
  }
  const byName = new Map(entries.map((entry) => [entry.filename, entry]));
  return {
    loadText: (name: string) => byName.get(name)?.getData(new TextWriter()) ?? null,
    loadBlob: (name: string, type?: string) =>
      byName.get(name)?.getData(new BlobWriter(type)) ?? null,
    getSize: (name: string) => byName.get(name)?.uncompressedSize ?? 0,
  };
}

/** Cleans every markup and style file of an EPUB as the reader loads it (sanitize-book.ts). */
function sanitizeEpub(book: FoliateBook): void {
  book.transformTarget?.addEventListener('data', (event) => {
    const detail = (event as CustomEvent<{ data: unknown; type: string }>).detail;
    const { type } = detail;
    detail.data = Promise.resolve(detail.data).then((data) =>
      typeof data === 'string' ? sanitizeBookText(data, type) : data,
    );
  });
}

/**
 * A MOBI section is one blob: URL of HTML; each is read back, cleaned and offered as a new one.
 * `sections` and `load()` are the book interface foliate-js documents for any book object.
 */
function sanitizeMobi(book: FoliateBook): void {
  book.sections = book.sections.map((section) => {
    const load = (section as { load?: () => Promise<string> }).load;
    if (!load) return section;
    return {
      ...section,
      load: async () => {
        const url = await load();
        const text = await (await fetch(url)).text();
        const clean = sanitizeBookText(text, 'text/html');
        return URL.createObjectURL(new Blob([clean], { type: 'text/html' }));
      },
    };
  });
}

/** The code that reads a book of one format (`loadEbookCode`). */
export type EbookCode =
  | { format: 'epub'; code: Awaited<ReturnType<typeof epubCode>> }
  | { format: 'mobi'; code: Awaited<ReturnType<typeof mobiCode>> };

/** Loads the code that reads a book of this format (before the time a book has to open). */
export async function loadEbookCode(format: 'epub' | 'mobi'): Promise<EbookCode> {
  return format === 'epub'
    ? { format, code: await epubCode() }
    : { format, code: await mobiCode() };
}

async function open(blob: Blob, { format, code }: EbookCode): Promise<FoliateBook> {
  if (format === 'epub') {
    const [{ EPUB }, zip] = code;
    const book = await new EPUB(await zipLoader(blob, zip)).init();
    sanitizeEpub(book);
    return book;
  }
  const [{ MOBI }, { unzlibSync }] = code;
  const book = await new MOBI({ unzlib: unzlibSync }).open(blob);
  sanitizeMobi(book);
  return book;
}

/**
 * Opens an EPUB or MOBI (KF8/AZW3 included) file with its format's code, or fails with EbookError
 * within the limit.
 */
export async function openEbook(blob: Blob, formatCode: EbookCode): Promise<FoliateBook> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new EbookError('The book took too long to open')),
      OPEN_TIMEOUT_MS,
    );
  });
  try {
    const book = await Promise.race([open(blob, formatCode), timeout]);
    if (book.sections.length === 0) throw new EbookError('The book has no sections');
    return book;
  } catch (error) {
    throw error instanceof EbookError ? error : new EbookError(String(error));
  } finally {
    clearTimeout(timer);
  }
}
