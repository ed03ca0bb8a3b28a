import { firstPageContracts } from '../../../lib/api/contracts-later';
import { keyedRead } from '../../../lib/api/keyed-read';
import { needs, optional, pagePlan } from '../../../lib/page/page-data';

// The reads of the home page: the keys and fetchers this feature's hooks use (api/use-*.ts), and
// the data the web server renders the page with (routes.tsx attaches it as the loader). `/` is the
// first page most visitors see, so its calls' contracts load with the first read, not with the
// page, and each key is its call's URL written out (home-page-data.test.ts holds them to the
// contracts; docs/decisions/0448).
const contracts = firstPageContracts;

/** GET /api/videos/featured. docs/product.md section 8: a failure is only logged; the section stays empty. */
export const featuredRead = keyedRead(
  '/api/videos/featured',
  async (read) => read((await contracts()).videoCalls.featured),
  { retry: true, failureLog: 'Failed to fetch featured videos' },
);

/** Stories and poems each, alternating in their row. */
export const WRITINGS_EACH = 3;
export const writingsQuery = { query: { page: 1, limit: WRITINGS_EACH } };

/**
 * The home page's rows (beyond docs/product.md) read calls the Discover pages already make: one
 * random batch of tracks, one of books, the first stories and poems. Their cache keys are their
 * own ("#home"), so they never stand in for a Discover page's batches or pages (different shapes).
 * A failure is only logged and the row says so, as a feed does (docs/product.md section 8).
 */
export const homeRowReads = {
  music: keyedRead(
    '/api/audios/random#home',
    async (read) => read((await contracts()).audioCalls.random),
    { retry: true, failureLog: 'Failed to fetch audio tracks' },
  ),
  books: keyedRead(
    '/api/books/random#home',
    async (read) => read((await contracts()).bookCalls.random),
    { retry: true, failureLog: 'Failed to fetch books' },
  ),
  stories: keyedRead(
    `/api/stories?page=1&limit=${WRITINGS_EACH}#home`,
    async (read) => (await read((await contracts()).writingCalls.stories, writingsQuery)).stories,
    { retry: true, failureLog: 'Failed to fetch stories' },
  ),
  poems: keyedRead(
    `/api/poems?page=1&limit=${WRITINGS_EACH}#home`,
    async (read) => (await read((await contracts()).writingCalls.poems, writingsQuery)).poems,
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
