// The parts of foliate-js (plain JavaScript, no types of its own) the e-book reader uses
// (decision 0370). Only what the reader calls is declared.

declare module 'foliate-js/view.js' {
  export interface TocItem {
    label: string;
    href: string;
    subitems?: TocItem[];
  }
  export interface BookSection {
    id: unknown;
    size: number;
    linear?: string;
    createDocument?: () => Promise<Document>;
  }
  export interface FoliateBook {
    sections: BookSection[];
    toc?: TocItem[];
    /** The print edition's page numbers, where the publisher marked them (EPUB page-list). */
    pageList?: TocItem[];
    dir?: string;
    metadata?: Record<string, unknown>;
    transformTarget?: EventTarget;
    getCover?: () => Promise<Blob | null | undefined>;
  }
  export interface RelocateDetail {
    fraction: number;
    section: { current: number; total: number };
    location: { current: number; next: number; total: number };
    time: { section: number; total: number };
    tocItem?: { label: string; href: string };
    cfi: string;
    range?: Range;
  }
  export interface SearchExcerpt {
    pre: string;
    match: string;
    post: string;
  }
  export type SearchResult =
    | 'done'
    | { progress: number }
    | { label: string; subitems: { cfi: string; excerpt: SearchExcerpt }[] };
  export interface Annotation {
    value: string;
    color?: string;
  }
  export interface Renderer extends HTMLElement {
    /** The paginator's (reflowable books); a fixed-layout book's renderer has none. */
    setStyles?(styles: string | [string, string]): void;
    getContents(): { doc: Document; index: number }[];
    next(): Promise<void>;
    prev(): Promise<void>;
  }
  export class View extends HTMLElement {
    book: FoliateBook;
    renderer: Renderer;
    lastLocation: RelocateDetail | null;
    open(book: FoliateBook): Promise<void>;
    close(): void;
    init(options: { lastLocation?: string | null; showTextStart?: boolean }): Promise<void>;
    goTo(target: string | number): Promise<unknown>;
    /** Where a CFI, an address or a section number leads (undefined when it cannot tell). */
    resolveNavigation(target: string | number): { index: number } | undefined;
    goToFraction(fraction: number): Promise<void>;
    prev(): Promise<void>;
    next(): Promise<void>;
    goLeft(): Promise<void>;
    goRight(): Promise<void>;
    select(target: string): Promise<void>;
    search(options: { query: string }): AsyncGenerator<SearchResult>;
    clearSearch(): void;
    addAnnotation(annotation: Annotation, remove?: boolean): Promise<unknown>;
    deleteAnnotation(annotation: Annotation): Promise<unknown>;
    getCFI(index: number, range: Range): string;
  }
}

declare module 'foliate-js/epub.js' {
  import type { FoliateBook } from 'foliate-js/view.js';
  export interface ZipLoader {
    loadText(name: string): Promise<string | null> | string | null;
    loadBlob(name: string, type?: string): Promise<Blob | null> | Blob | null;
    getSize(name: string): number;
  }
  export class EPUB {
    constructor(loader: ZipLoader);
    init(): Promise<FoliateBook>;
  }
}

declare module 'foliate-js/mobi.js' {
  import type { FoliateBook } from 'foliate-js/view.js';
  export function isMOBI(file: Blob): Promise<boolean>;
  export class MOBI {
    constructor(options: { unzlib: (data: Uint8Array) => Uint8Array });
    open(file: Blob): Promise<FoliateBook>;
  }
}

declare module 'foliate-js/vendor/zip.js' {
  export interface Entry {
    filename: string;
    uncompressedSize: number;
    getData<T>(writer: { getData(): Promise<T> }): Promise<T>;
  }
  export function configure(options: { useWebWorkers: boolean }): void;
  export const BlobReader: new (blob: Blob) => object;
  export class TextWriter {
    getData(): Promise<string>;
  }
  export class BlobWriter {
    constructor(type?: string);
    getData(): Promise<Blob>;
  }
  export class ZipReader {
    constructor(reader: object);
    getEntries(): Promise<Entry[]>;
    close(): Promise<void>;
  }
}

declare module 'foliate-js/vendor/fflate.js' {
  export function unzlibSync(data: Uint8Array): Uint8Array;
}

declare module 'foliate-js/epubcfi.js' {
  export function compare(a: string, b: string): number;
}

declare module 'foliate-js/overlayer.js' {
  export const Overlayer: { highlight: unknown; outline: unknown };
}
