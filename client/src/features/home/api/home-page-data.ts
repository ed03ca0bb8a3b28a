import { audioCalls, bookCalls, buildUrl, videoCalls, writingCalls } from '@inkreel/shared';
import { keyedRead } from '../../../lib/api/keyed-read';
import { needs, optional, pagePlan } from '../../../lib/page/page-data';

// The reads of the home page: the keys and fetchers this feature's hooks use (api/use-*.ts), and
// the data the web server renders the page with (routes.tsx attaches it as the loader).

/** GET /api/videos/featured. docs/product.md section 8: a failure is only logged; the section stays empty. */
export const featuredRead = keyedRead(
  buildUrl(videoCalls.featured),
  (read) => read(videoCalls.featured),
  { retry: true, failureLog: 'Failed to fetch featured videos' },
);

/** Stories and poems each, alternating in their row. */
export const WRITINGS_EACH = 3;
const writingsQuery = { query: { page: 1, limit: WRITINGS_EACH } };

/**
 * The home page's rows (beyond docs/product.md) read calls the Discover pages already make: one
 * random batch of tracks, one of books, the first stories and poems. Their cache keys are their
 * own ("#home"), so they never stand in for a Discover page's batches or pages (different shapes).
 * A failure is only logged and the row says so, as a feed does (docs/product.md section 8).
 */
export const homeRowReads = {
  music: keyedRead(`${buildUrl(audioCalls.random)}#home`, (read) => read(audioCalls.random), {
    retry: true,
    failureLog: 'Failed to fetch audio tracks',
  }),
  books: keyedRead(`${buildUrl(bookCalls.random)}#home`, (read) => read(bookCalls.random), {
    retry: true,
    failureLog: 'Failed to fetch books',
  }),
  stories: keyedRead(
    `${buildUrl(writingCalls.stories, writingsQuery)}#home`,
    async (read) => (await read(writingCalls.stories, writingsQuery)).stories,
    { retry: true, failureLog: 'Failed to fetch stories' },
  ),
  poems: keyedRead(
    `${buildUrl(writingCalls.poems, writingsQuery)}#home`,
    async (read) => (await read(writingCalls.poems, writingsQuery)).poems,
    { retry: true, failureLog: 'Failed to fetch poems' },
  ),
};

/** /: the featured videos; each row the provider gives in time comes too, the others load in the browser. */
export const homePage = () =>
  pagePlan(
    {
      featured: needs(featuredRead),
      music: optional(homeRowReads.music),
      books: optional(homeRowReads.books),
      stories: optional(homeRowReads.stories),
      poems: optional(homeRowReads.poems),
    },
    ({ featured }) => ({ kind: 'home', featured }),
  );
