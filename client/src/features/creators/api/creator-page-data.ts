import {
  creatorTab,
  pathUrl,
  type Creator,
  type ExtensionFeature,
  type ItemKind,
  type PlaylistList,
} from '@inkreel/shared';
import { loadExtensions } from '../../../lib/api/extensions';
import { keyedRead, type KeyedRead } from '../../../lib/api/keyed-read';
import {
  isRecordId,
  needs,
  notFound,
  optional,
  pagePlan,
  type PageArgs,
} from '../../../lib/page/page-data';

// The reads of a creator's page: the keys and fetchers this feature's hooks use (api/creator.ts,
// api/creator-uploads.ts), and the data the web server renders the page with (routes.tsx attaches
// it as the route's loader). Kept apart from the hooks, which the route table must not carry.
// Each key is its call's URL written out, and the calls' contracts load with the first read
// (creator-keys.test.ts holds them together; docs/decisions/0453).

/** The creators' and playlists' calls, with the first read (creator-contracts.ts). */
export const creatorContracts = () => import('./creator-contracts');

export const creatorKey = (id: string) => pathUrl('/api/creators/:id', { params: { id } });

export const creatorUploadsKey = (id: string, kind: ItemKind, page: number) =>
  pathUrl('/api/creators/:id/uploads', { params: { id }, query: { kind, page } });

/** GET /api/creators/{id}, retried inside the fetcher (the page keeps its spinner meanwhile). */
export const creatorRead = (id: string) => {
  const input = { params: { id } };
  return keyedRead(
    creatorKey(id),
    async (read) => read((await creatorContracts()).creatorCalls.byId, input),
    { retry: true },
  );
};

/** GET /api/creators/{id}/uploads?kind=&page=, as the page's feed asks for it. */
export const creatorUploadsRead = (id: string, kind: ItemKind, page: number) =>
  keyedRead(
    creatorUploadsKey(id, kind, page),
    async (read) =>
      read((await creatorContracts()).creatorCalls.uploads, {
        params: { id },
        query: { kind, page },
      }),
    { feed: page === 1 },
  );

export const creatorPlaylistsKey = (id: string) =>
  pathUrl('/api/users/:id/playlists', { params: { id } });

/**
 * `plain` as the web server reads it: only from a provider that offers `feature` (one without
 * would answer 404). The browser's fetcher is left as it is: its hook asks only once the feature
 * is known to be offered.
 */
function whereOffered<T>(
  plain: KeyedRead<T>,
  feature: ExtensionFeature,
  refusal: string,
): KeyedRead<T> {
  return {
    ...plain,
    read: async (read) => {
      const offered = await loadExtensions(read);
      if (!offered.extensions.includes(feature)) throw new Error(refusal);
      return plain.read(read);
    },
  };
}

/**
 * GET /api/users/{id}/playlists (feature `playlists`, issue 55): the web server reads it with the
 * page, so the browser makes no call, and loads no contract, as the page hydrates (decision 0453).
 */
export const creatorPlaylistsRead = (id: string): KeyedRead<PlaylistList> =>
  keyedRead(creatorPlaylistsKey(id), async (read) =>
    read((await creatorContracts()).playlistCalls.ofUser, { params: { id } }),
  );

/**
 * The creator, as the web server reads it: only from a provider that offers creator pages. One
 * without them (the specification's calls only) would answer 404, which would make the page a
 * "Creator not found"; refused here instead, it is no page the server can draw, and the browser
 * gets the shell, whose guard goes home (docs/decisions/0340). The browser reads the creator only
 * behind that guard, so its fetcher asks the provider nothing more.
 */
const offeredCreatorRead = (id: string): KeyedRead<Creator> =>
  whereOffered(creatorRead(id), 'creators', 'The provider offers no creator pages');

/**
 * /creator/{id}: who they are, and the first page of the tab the address names. Without a tab the
 * page opens on the first kind they have uploads of, known only from the creator's reply: the
 * server reads the videos then (most creators' first tab) and, for one without videos, the
 * browser asks for their tab after hydration.
 */
export function creatorPage({ params, url }: PageArgs) {
  const id = params.id ?? '';
  if (!isRecordId(id)) return notFound('Creator');
  const kind = creatorTab(url.searchParams.get('tab'), undefined);
  return pagePlan(
    {
      creator: needs(offeredCreatorRead(id), { missing: 'Creator' }),
      uploads: optional(creatorUploadsRead(id, kind, 1)),
      playlists: optional(
        whereOffered(creatorPlaylistsRead(id), 'playlists', 'The provider offers no playlists'),
      ),
    },
    ({ creator, uploads }) => ({ kind: 'creator', creator, first: uploads?.items[0] }),
  );
}
