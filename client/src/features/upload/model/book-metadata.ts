import { EPUB_MAX_UNPACKED_BYTES } from '@inkreel/shared';

/** What a book file says about itself, to fill the upload form (issue 56, item 5). */
export interface BookMetadata {
  title: string;
  author: string;
  description: string;
  /** The book's own cover, offered as the Book Cover when none is chosen. */
  cover: File | null;
}

/** A file that is not a readable book of the kind its name or bytes claim. */
export class BookFileInvalid extends Error {}

const TIMEOUT_MS = 5000;

/** foliate-js gives names as text, a language map, an object with a name, or a list of those. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(', ');
  if (value && typeof value === 'object') {
    if ('name' in value) return textOf(value.name);
    return textOf(Object.values(value)[0]);
  }
  return '';
}

/** Descriptions may carry HTML: the form gets its text. */
const plain = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent.replace(/\s+/g, ' ').trim();

const formatOf = async (file: File): Promise<'pdf' | 'epub' | 'mobi'> => {
  const head = new Uint8Array(await file.slice(0, 68).arrayBuffer());
  const ascii = (from: number, to: number) => String.fromCharCode(...head.slice(from, to));
  if (ascii(0, 5) === '%PDF-') return 'pdf';
  if (head[0] === 0x50 && head[1] === 0x4b) return 'epub';
  if (ascii(60, 68) === 'BOOKMOBI') return 'mobi';
  throw new BookFileInvalid('It is not a PDF, EPUB or MOBI book.');
};

async function readPdf(file: File): Promise<BookMetadata> {
  const { getDocument, GlobalWorkerOptions } = await import('pdfjs-dist');
  GlobalWorkerOptions.workerSrc = new URL(
    'pdfjs-dist/build/pdf.worker.min.mjs',
    import.meta.url,
  ).toString();
  const task = getDocument({ data: new Uint8Array(await file.arrayBuffer()) });
  const pdf = await task.promise;
  try {
    const info = (await pdf.getMetadata()).info as Record<string, unknown>;
    return {
      title: textOf(info.Title),
      author: textOf(info.Author),
      description: textOf(info.Subject),
      cover: null,
    };
  } finally {
    await task.destroy();
  }
}

async function readEbook(file: File, format: 'epub' | 'mobi'): Promise<BookMetadata> {
  let book;
  if (format === 'epub') {
    const zip = await import('foliate-js/vendor/zip.js');
    zip.configure({ useWebWorkers: false });
    const entries = await new zip.ZipReader(new zip.BlobReader(file)).getEntries();
    if (entries.reduce((sum, e) => sum + e.uncompressedSize, 0) > EPUB_MAX_UNPACKED_BYTES) {
      throw new BookFileInvalid('Unpacked, it would be larger than 256 MB.');
    }
    const byName = new Map(entries.map((e) => [e.filename, e]));
    const { EPUB } = await import('foliate-js/epub.js');
    book = await new EPUB({
      loadText: (name) => byName.get(name)?.getData(new zip.TextWriter()) ?? null,
      loadBlob: (name, type) => byName.get(name)?.getData(new zip.BlobWriter(type)) ?? null,
      getSize: (name) => byName.get(name)?.uncompressedSize ?? 0,
    }).init();
  } else {
    const [{ MOBI }, { unzlibSync }] = await Promise.all([
      import('foliate-js/mobi.js'),
      import('foliate-js/vendor/fflate.js'),
    ]);
    book = await new MOBI({ unzlib: unzlibSync }).open(file);
  }
  if (book.sections.length === 0) throw new BookFileInvalid('It has no pages.');
  const meta = book.metadata ?? {};
  const coverBlob = await book.getCover?.().catch(() => null);
  const cover =
    coverBlob && coverBlob.size > 0
      ? new File([coverBlob], 'cover.jpg', { type: coverBlob.type || 'image/jpeg' })
      : null;
  return {
    title: textOf(meta.title),
    author: textOf(meta.author),
    description: plain(textOf(meta.description)),
    cover,
  };
}

/**
 * Reads a chosen book file's title, author, description and cover, or throws BookFileInvalid
 * when it is no readable book (within 5 s: a broken file never holds the form up).
 */
export async function readBookMetadata(file: File): Promise<BookMetadata> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new BookFileInvalid('It could not be read in time.')),
      TIMEOUT_MS,
    );
  });
  try {
    const format = await formatOf(file);
    return await Promise.race([
      format === 'pdf' ? readPdf(file) : readEbook(file, format),
      timeout,
    ]);
  } catch (error) {
    throw error instanceof BookFileInvalid
      ? error
      : new BookFileInvalid('It is damaged or incomplete.');
  } finally {
    clearTimeout(timer);
  }
}
