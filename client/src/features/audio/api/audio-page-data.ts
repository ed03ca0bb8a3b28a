import { pathUrl } from '@inkreel/shared';
import { firstPageContracts } from '../../../lib/api/contracts-later';
import { keyedRead } from '../../../lib/api/keyed-read';
import { randomBatchRead } from '../../../lib/feeds/random-batch';
import { firstThreadRead } from '../../../lib/comments/thread-read';
import {
  isRecordId,
  needs,
  notFound,
  optional,
  pagePlan,
  type PageArgs,
} from '../../../lib/page/page-data';

// The reads of the music pages: the keys and fetchers this feature's hooks use (api/use-*.ts), and
// the data of the pages the web server renders (routes.tsx attaches them as loaders). Each key is
// its call's URL written out, and the calls' contracts load with the first read, not with the
// page (audio-page-data.test.ts holds them together; docs/decisions/0452).
const contracts = firstPageContracts;

/**
 * GET /api/audios/:id. Retried inside the fetcher, so the page keeps its spinner and says "not
 * found" only for a 404 or once the retries give up.
 */
export const audioRead = (id: string) => {
  const input = { params: { id } };
  return keyedRead(
    pathUrl('/api/audios/:id', input),
    async (read) => read((await contracts()).audioCalls.byId, input),
    { retry: true },
  );
};

/** docs/product.md section 9: Load More asks for page 2 with limit 3. */
export const LOAD_MORE_QUERY = { page: 2, limit: 3 } as const;
/** The first page uses the same page size, so page 2 continues it instead of repeating it. */
export const FIRST_PAGE_QUERY = { page: 1, limit: 3 } as const;

/** GET /api/audios/recommendations/:id?page&limit. */
export const audioRecommendationsRead = (id: string, query: { page: number; limit: number }) => {
  const input = { params: { id }, query };
  return keyedRead(pathUrl('/api/audios/recommendations/:id', input), async (read) =>
    read((await contracts()).audioCalls.recommendations, input),
  );
};

/** Batch `index` of the tracks feed: GET /api/audios/random. */
export const audioBatchRead = (index: number) =>
  randomBatchRead(
    '/api/audios/random',
    async () => (await contracts()).audioCalls.random,
    index,
    'Failed to fetch audio tracks',
  );

/**
 * /audio/:id: the track, the first page of its recommendations and of its comments; 404 for a
 * missing one.
 */
export function trackPage({ params }: PageArgs) {
  const id = params.id ?? '';
  if (!isRecordId(id)) return notFound('Track');
  return pagePlan(
    {
      audio: needs(audioRead(id), { missing: 'Track' }),
      recommended: optional(audioRecommendationsRead(id, FIRST_PAGE_QUERY)),
      comments: optional(firstThreadRead('audio', id)),
    },
    ({ audio, comments }) => ({ kind: 'track', audio, commentCount: comments?.count }),
  );
}

/** /audio: the feed's first batch. */
export const audioListPage = () =>
  pagePlan({ first: needs(audioBatchRead(0)) }, () => ({ kind: 'audio' }));
