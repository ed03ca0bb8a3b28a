import { pathUrl } from '@inkreel/shared';
import { firstPageContracts } from '../../../lib/api/contracts-later';
import { keyedRead } from '../../../lib/api/keyed-read';
import { chaptersRead, textTracksRead } from '../../../lib/captions/extras-reads';
import { firstThreadRead } from '../../../lib/comments/thread-read';
import {
  isRecordId,
  needs,
  notFound,
  optional,
  pagePlan,
  type PageArgs,
} from '../../../lib/page/page-data';

// The reads of the videos pages: the keys and fetchers this feature's hooks use (api/use-*.ts), and
// the data of the pages the web server renders (routes.tsx attaches them as loaders). Kept apart
// from the hooks so the route table, which every page loads, carries no hook code. Each key is its
// call's URL written out, and the calls' contracts load with the first read, not with the page
// (video-keys.test.ts holds them together; docs/decisions/0452).
const contracts = firstPageContracts;

/**
 * GET /api/videos/:id. Retried inside the fetcher, so the page keeps its spinner and says "not
 * found" only for a 404 or once the retries give up (SWR's own retry would show the error in
 * between).
 */
export const videoRead = (id: string) => {
  const input = { params: { id } };
  return keyedRead(
    pathUrl('/api/videos/:id', input),
    async (read) => read((await contracts()).videoCalls.byId, input),
    { retry: true },
  );
};

/** GET /api/videos/recommendations/:id. */
export const videoRecommendationsRead = (id: string) => {
  const input = { params: { id } };
  return keyedRead(pathUrl('/api/videos/recommendations/:id', input), async (read) =>
    read((await contracts()).videoCalls.recommendations, input),
  );
};

export const videoPageKey = (page: number) => pathUrl('/api/videos', { query: { page } });

/**
 * GET /api/videos?page=n: asked again with backoff while the spinner shows; docs/product.md
 * section 8: feed failures are only logged, and the list then reads "No videos found".
 */
export const videoPageRead = (page: number) =>
  keyedRead(
    videoPageKey(page),
    async (read) => read((await contracts()).videoCalls.list, { query: { page } }),
    { retry: true, failureLog: 'Failed to fetch videos', feed: page === 1 },
  );

/**
 * /video/:id: the video, its recommendations (docs/decisions/0278), its captions, chapters and first
 * comments; 404 for a missing one.
 */
export function videoPage({ params }: PageArgs) {
  const id = params.id ?? '';
  if (!isRecordId(id)) return notFound('Video');
  return pagePlan(
    {
      video: needs(videoRead(id), { missing: 'Video' }),
      recommended: optional(videoRecommendationsRead(id)),
      // The captions feature (docs/product.md section 10): a <track> per language and the chapters
      // are in the page; a provider without it answers 404, and they are left out.
      captions: optional(textTracksRead('video', id)),
      chapters: optional(chaptersRead('video', id)),
      // The first page of comments (issue 54): read by a visitor without the script, counted in
      // the JSON-LD; against a provider without comments the read fails and nothing is drawn.
      comments: optional(firstThreadRead('video', id)),
    },
    ({ video, comments }) => ({ kind: 'video', video, commentCount: comments?.count }),
  );
}

/** /videos: the feed's first page. */
export const videosPage = () =>
  pagePlan({ first: needs(videoPageRead(1)) }, () => ({ kind: 'videos' }));
