// lib/offline: items saved for offline use: the cache, its index and the storage estimate.
import type { SavedItem, SavedPart } from './saved-index';

export interface SaveSource {
  url: string;
  /** Extra request headers (the book file needs the bearer token, as the reader sends it). */
  headers?: Record<string, string>;
  /** Which of a playlist's items it belongs to (`partKey`), for that item's size. */
  part?: string;
}

/**
 * A JSON reply stored under its API URL, so the item's page opens offline too: the reply itself,
 * or how to read it when it is needed (an update keeps a saved item's page as it is and reads only
 * the new items' pages).
 */
export type SaveMetadata = { url: string; part?: string } & (
  | { body: unknown }
  | { load: () => Promise<unknown> }
);

export const partKey = (part: Pick<SavedPart, 'kind' | 'id'>): string => `${part.kind}:${part.id}`;

export interface SaveRequest {
  /** A playlist's items (`parts`) are listed without their sizes: the save counts them. */
  item: Omit<SavedItem, 'urls' | 'bytes' | 'savedAt' | 'parts'> & {
    parts?: Omit<SavedPart, 'bytes'>[];
  };
  files: SaveSource[];
  metadata: SaveMetadata[];
  signal?: AbortSignal;
  onProgress?: (received: number, total: number | undefined) => void;
}

export class SaveError extends Error {
  constructor(
    readonly reason: 'network' | 'quota' | 'unsupported' | 'aborted',
    message: string,
  ) {
    super(message);
    this.name = 'SaveError';
  }
}

/** Every URL a request stores, each once. */
export const requestUrls = (request: Pick<SaveRequest, 'files' | 'metadata'>): string[] => [
  ...new Set([...request.files, ...request.metadata].map(({ url }) => url)),
];

const partList = (parts: readonly Omit<SavedPart, 'bytes'>[] | undefined) =>
  JSON.stringify(parts?.map(({ kind, id, title }) => [kind, id, title]) ?? null);
const urlSet = (urls: readonly string[]) => JSON.stringify([...new Set(urls)].sort());

/**
 * Whether a saved entry is not what `request` would save now (a playlist changed since): its
 * items, their order or titles, its title, picture, version, or any address it stores.
 */
export function savedCopyDiffers(
  saved: SavedItem,
  request: Pick<SaveRequest, 'item' | 'files' | 'metadata'>,
): boolean {
  const { item } = request;
  return (
    saved.title !== item.title ||
    saved.subtitle !== item.subtitle ||
    saved.href !== item.href ||
    saved.imageUrl !== item.imageUrl ||
    saved.revision !== item.revision ||
    partList(saved.parts) !== partList(item.parts) ||
    urlSet(saved.urls) !== urlSet(requestUrls(request))
  );
}
