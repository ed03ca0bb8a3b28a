import {
  audioCalls,
  bookCalls,
  buildUrl,
  extensionCalls,
  extensionsSchema,
  videoCalls,
  writingCalls,
  type Audio,
  type Book,
  type Video,
  type Writing,
} from '@inkreel/shared';
import { itemPath } from '../src/lib/links/item-path.js';
import type { ProviderRead } from './provider-reader.js';

/** The public pages that are always there (signed-in pages are not for search engines). */
const STATIC_PAGES = ['/', '/videos', '/audio', '/books', '/stories', '/premium'];
/** Pages of a paginated list read at most, so one sitemap costs a bounded number of calls. */
const MAX_PAGES = 50;
/**
 * The provider has no list of all tracks or books: random batches are read until they bring
 * nothing new, at most this many.
 */
const RANDOM_BATCHES = 5;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Paged {
  pagination?: { pages?: number };
}

async function allPages<T>(
  read: ProviderRead,
  url: (page: number) => string,
  items: (body: unknown) => T[],
): Promise<T[]> {
  const found: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const reply = await read(url(page));
    if (reply?.status !== 200) break;
    found.push(...items(reply.body));
    if (page >= ((reply.body as Paged).pagination?.pages ?? 1)) break;
  }
  return found;
}

async function someAtRandom<T extends { _id: string }>(
  read: ProviderRead,
  path: string,
): Promise<T[]> {
  const found = new Map<string, T>();
  for (let batch = 0; batch < RANDOM_BATCHES; batch += 1) {
    const reply = await read(`${path}?batch=${batch}`);
    if (reply?.status !== 200 || !Array.isArray(reply.body)) break;
    const before = found.size;
    for (const item of reply.body as T[]) found.set(item._id, item);
    if (found.size === before) break;
  }
  return [...found.values()];
}

/** Whether the provider offers creator pages (a provider without GET /api/extensions does not). */
async function offersCreators(read: ProviderRead): Promise<boolean> {
  const reply = await read(buildUrl(extensionCalls.list));
  const parsed = reply?.status === 200 ? extensionsSchema.safeParse(reply.body) : undefined;
  return Boolean(parsed?.success && parsed.data.extensions.includes('creators'));
}

/**
 * /sitemap.xml from the catalogue: the public list pages, every video, story and poem, the
 * tracks and books a few random batches give (the provider lists those only at random), and the
 * pages of the creators of all those, where the provider offers creator pages. A provider that
 * does not answer leaves its part out; the sitemap itself always answers.
 */
export async function sitemapXml(read: ProviderRead, origin: string): Promise<string> {
  const [videos, stories, poems, tracks, books, creators] = await Promise.all([
    allPages<Video>(
      read,
      (page) => buildUrl(videoCalls.list, { query: { page } }),
      (body) => (body as { videos?: Video[] }).videos ?? [],
    ),
    allPages<Writing>(
      read,
      (page) => buildUrl(writingCalls.stories, { query: { page, limit: 50 } }),
      (body) => (body as { stories?: Writing[] }).stories ?? [],
    ),
    allPages<Writing>(
      read,
      (page) => buildUrl(writingCalls.poems, { query: { page, limit: 50 } }),
      (body) => (body as { poems?: Writing[] }).poems ?? [],
    ),
    someAtRandom<Audio>(read, buildUrl(audioCalls.random)),
    someAtRandom<Book>(read, buildUrl(bookCalls.random)),
    offersCreators(read),
  ]);
  const uploaders = creators
    ? [...new Set([...videos, ...tracks, ...stories, ...poems].map((i) => i.uploadedBy._id))]
    : [];
  const entries: { path: string; lastmod?: string }[] = [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...videos.map((v) => ({ path: itemPath('video', v._id), lastmod: v.createdAt })),
    ...tracks.map((a) => ({ path: itemPath('audio', a._id), lastmod: a.createdAt })),
    ...books.map((b) => ({ path: itemPath('book', b._id), lastmod: b.createdAt })),
    ...stories.map((s) => ({ path: itemPath('story', s._id), lastmod: s.createdAt })),
    ...poems.map((p) => ({ path: itemPath('poem', p._id), lastmod: p.createdAt })),
    ...uploaders.flatMap((id) => (id ? [{ path: `/creator/${id}` }] : [])),
  ];
  const urls = entries.map(({ path, lastmod }) => {
    const date = lastmod && !Number.isNaN(Date.parse(lastmod)) ? lastmod.slice(0, 10) : '';
    return `  <url><loc>${escapeXml(`${origin}${encodeURI(path)}`)}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** /robots.txt: everything public may be crawled; signed-in pages and the API may not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /wallet',
    'Disallow: /upload',
    'Disallow: /my-uploads',
    'Disallow: /account',
    'Disallow: /downloads',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
