import {
  audioCalls,
  bookCalls,
  buildUrl,
  idSchema,
  playlistCalls,
  videoCalls,
  writingCalls,
  type Audio,
  type Book,
  type CallContract,
  type Playlist,
  type UrlInput,
  type Video,
  type Writing,
} from '@inkreel/shared';
import type { ProviderRead } from './provider-reader.js';

/** What a public page shows, for its head (ssr-head.ts): the item, or the list page it is. */
export type PageSubject =
  | { kind: 'home'; featured: Video[] }
  | { kind: 'videos' | 'audio' | 'stories' }
  | { kind: 'books'; books: Book[] }
  | { kind: 'video'; video: Video }
  | { kind: 'track'; audio: Audio }
  | { kind: 'writing'; writingKind: 'story' | 'poem'; writing: Writing }
  | { kind: 'playlist'; playlist: Playlist };

/** A public page's data: SWR keys and replies (as the client's hooks key them) and its subject. */
export type PageData =
  | { status: 200; fallback: Record<string, unknown>; subject: PageSubject }
  | { status: 404; subject: { kind: 'missing'; noun: string } };

/** useSWRInfinite's key for a feed, given its first page's key (from the SSR module). */
export type InfiniteKey = (firstPageKey: string) => string;

/** The provider could not answer in time, or answered something unexpected: send the shell. */
class Unavailable extends Error {}

/** Reads one call; 404 gives `null`, anything but a 200 that fits the contract throws Unavailable. */
async function readCall<T>(read: ProviderRead, call: CallContract, url: string): Promise<T | null> {
  const reply = await read(url);
  if (reply?.status === 404) return null;
  const parsed = reply?.status === 200 ? call.responses[200]?.safeParse(reply.body) : undefined;
  if (!parsed?.success) throw new Unavailable(url);
  return parsed.data as T;
}

/** Keys the client's hooks use (features/ * /api), rebuilt here with the same contracts. */
const keys = {
  videoPage: (page: number) => buildUrl(videoCalls.list, { query: { page } }),
  randomBatch: (call: CallContract) => `${buildUrl(call)}#batch-0`,
  writingsPage: (kind: 'story' | 'poem') =>
    buildUrl(kind === 'story' ? writingCalls.stories : writingCalls.poems, {
      query: { page: 1, limit: 9 },
    }),
};

/** The home page's rows, keyed as features/home/api/use-home-rows.ts keys them ("#home"). */
const WRITINGS_QUERY = { query: { page: 1, limit: 3 } };
const homeRows: {
  call: CallContract;
  url: string;
  key: string;
  items: (body: unknown) => unknown;
}[] = [
  {
    call: audioCalls.random,
    url: buildUrl(audioCalls.random),
    key: `${buildUrl(audioCalls.random)}#home`,
    items: (b) => b,
  },
  {
    call: bookCalls.random,
    url: buildUrl(bookCalls.random),
    key: `${buildUrl(bookCalls.random)}#home`,
    items: (b) => b,
  },
  {
    call: writingCalls.stories,
    url: buildUrl(writingCalls.stories, WRITINGS_QUERY),
    key: `${buildUrl(writingCalls.stories, WRITINGS_QUERY)}#home`,
    items: (b) => (b as { stories: unknown[] }).stories,
  },
  {
    call: writingCalls.poems,
    url: buildUrl(writingCalls.poems, WRITINGS_QUERY),
    key: `${buildUrl(writingCalls.poems, WRITINGS_QUERY)}#home`,
    items: (b) => (b as { poems: unknown[] }).poems,
  },
];

/**
 * A part of a page that can wait for the browser (a detail page's recommendations): its reply keyed
 * as the client's hook keys it, or nothing when the provider does not give it in time. Rendered
 * with the page, it hydrates with the rest instead of being fetched and drawn after hydration.
 */
async function optional<C extends CallContract>(
  read: ProviderRead,
  call: C,
  input: UrlInput<C>,
): Promise<Record<string, unknown>> {
  const url = buildUrl(call, input);
  const data = await readCall<unknown>(read, call, url).catch(() => null);
  return data === null ? {} : { [url]: data };
}

type Loader = (
  params: Record<string, string>,
  read: ProviderRead,
  infiniteKey: InfiniteKey,
  query: URLSearchParams,
) => Promise<PageData>;

const missing = (noun: string): PageData => ({ status: 404, subject: { kind: 'missing', noun } });

/** A feed of random batches (/audio, /books): its first batch, as useRandomFeed keys it. */
function randomFeed(call: CallContract, kind: 'audio' | 'books'): Loader {
  return async (_params, read, infiniteKey) => {
    const key = keys.randomBatch(call);
    const batch = await readCall<Book[]>(read, call, buildUrl(call));
    if (!batch) throw new Unavailable(key);
    return {
      status: 200,
      fallback: { [key]: batch, [infiniteKey(key)]: [batch] },
      subject: kind === 'books' ? { kind, books: batch } : { kind },
    };
  };
}

const loaders: { pattern: RegExp; load: Loader }[] = [
  {
    pattern: /^\/$/,
    load: async (_params, read) => {
      const featuredKey = buildUrl(videoCalls.featured);
      const [featured, ...rows] = await Promise.all([
        readCall<Video[]>(read, videoCalls.featured, featuredKey),
        ...homeRows.map(async (row) => {
          // A row the provider does not give in time loads in the browser, as it did before.
          const data = await readCall<unknown>(read, row.call, row.url).catch(() => null);
          return data === null ? [] : [[row.key, row.items(data)] as const];
        }),
      ]);
      return {
        status: 200,
        fallback: { [featuredKey]: featured ?? [], ...Object.fromEntries(rows.flat()) },
        subject: { kind: 'home', featured: featured ?? [] },
      };
    },
  },
  {
    pattern: /^\/videos\/?$/,
    load: async (_params, read, infiniteKey) => {
      const key = keys.videoPage(1);
      const page = await readCall<unknown>(read, videoCalls.list, key);
      if (!page) throw new Unavailable(key);
      return {
        status: 200,
        fallback: { [key]: page, [infiniteKey(key)]: [page] },
        subject: { kind: 'videos' },
      };
    },
  },
  {
    pattern: /^\/video\/(?<id>[^/]+)\/?$/,
    load: async ({ id = '' }, read) => {
      if (!idSchema.safeParse(id).success) return missing('Video');
      const key = buildUrl(videoCalls.byId, { params: { id } });
      const [video, recommended] = await Promise.all([
        readCall<Video>(read, videoCalls.byId, key),
        optional(read, videoCalls.recommendations, { params: { id } }),
      ]);
      return video
        ? {
            status: 200,
            fallback: { [key]: video, ...recommended },
            subject: { kind: 'video', video },
          }
        : missing('Video');
    },
  },
  { pattern: /^\/audio\/?$/, load: randomFeed(audioCalls.random, 'audio') },
  {
    pattern: /^\/audio\/(?<id>[^/]+)\/?$/,
    load: async ({ id = '' }, read) => {
      if (!idSchema.safeParse(id).success) return missing('Track');
      const key = buildUrl(audioCalls.byId, { params: { id } });
      const [audio, recommended] = await Promise.all([
        readCall<Audio>(read, audioCalls.byId, key),
        // The first page as features/audio/api/use-audio-recommendations.ts asks for it.
        optional(read, audioCalls.recommendations, {
          params: { id },
          query: { page: 1, limit: 3 },
        }),
      ]);
      return audio
        ? {
            status: 200,
            fallback: { [key]: audio, ...recommended },
            subject: { kind: 'track', audio },
          }
        : missing('Track');
    },
  },
  { pattern: /^\/books\/?$/, load: randomFeed(bookCalls.random, 'books') },
  {
    pattern: /^\/stories\/?$/,
    load: async (_params, read, infiniteKey, query) => {
      const kind = query.get('tab') === 'poems' ? 'poem' : 'story';
      const key = keys.writingsPage(kind);
      const call = kind === 'story' ? writingCalls.stories : writingCalls.poems;
      const reply = await readCall<{
        stories?: Writing[];
        poems?: Writing[];
        pagination: { pages: number };
      }>(read, call, key);
      if (!reply) throw new Unavailable(key);
      // useWritings keeps each page as { items, pages } (features/stories/api/use-writings.ts).
      const page = { items: reply.stories ?? reply.poems ?? [], pages: reply.pagination.pages };
      return {
        status: 200,
        fallback: { [infiniteKey(key)]: [page] },
        subject: { kind: 'stories' },
      };
    },
  },
  {
    pattern: /^\/stories\/(?<kind>story|poem)\/(?<id>[^/]+)\/?$/,
    load: async ({ kind = 'story', id = '' }, read) => {
      const writingKind = kind === 'poem' ? 'poem' : 'story';
      const noun = writingKind === 'poem' ? 'Poem' : 'Story';
      if (!idSchema.safeParse(id).success) return missing(noun);
      const call = writingKind === 'poem' ? writingCalls.poem : writingCalls.story;
      const key = buildUrl(call, { params: { id } });
      const writing = await readCall<Writing>(read, call, key);
      return writing
        ? {
            status: 200,
            fallback: { [key]: writing },
            subject: { kind: 'writing', writingKind, writing },
          }
        : missing(noun);
    },
  },
  {
    // A public or unlisted playlist (issue 55); a private one is its owner's, and the provider
    // answers a visitor 404, as for one that does not exist.
    pattern: /^\/playlist\/(?<id>[^/]+)\/?$/,
    load: async ({ id = '' }, read) => {
      if (!idSchema.safeParse(id).success) return missing('Playlist');
      const key = buildUrl(playlistCalls.get, { params: { id } });
      const playlist = await readCall<Playlist>(read, playlistCalls.get, key);
      return playlist
        ? { status: 200, fallback: { [key]: playlist }, subject: { kind: 'playlist', playlist } }
        : missing('Playlist');
    },
  },
];

/** Whether the path is a public page the server renders (signed-in pages never are). */
export function isServerRendered(pathname: string): boolean {
  return loaders.some(({ pattern }) => pattern.test(pathname));
}

/**
 * The data of the public page at `pathname`, read from the provider; undefined when the path is
 * no server-rendered page or the provider did not answer usably in time (the shell is sent).
 */
export async function loadPageData(
  pathname: string,
  query: URLSearchParams,
  read: ProviderRead,
  infiniteKey: InfiniteKey,
): Promise<PageData | undefined> {
  for (const { pattern, load } of loaders) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    try {
      return await load(match.groups ?? {}, read, infiniteKey, query);
    } catch (error) {
      if (error instanceof Unavailable) return undefined;
      throw error;
    }
  }
  return undefined;
}
