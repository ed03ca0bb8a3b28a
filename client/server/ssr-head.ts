// Each kind of server-rendered page's head, picked by the page's kind (lib/page/page-subject.ts),
// and a missing item's head; ssr-head-render.ts writes a head as HTML.
import type { PageSubject } from '../src/lib/page/page-subject.js';
import {
  SITE,
  SITE_DESCRIPTION,
  base,
  bookCoverUrl,
  canonicalUrl,
  commentCount,
  queryParam,
  summary,
  unlisted,
  videoThumbnail,
  type HeadContext,
  type PageHead,
} from './ssr-head-base.js';
import { creatorHead, playlistHead, trackHead, videoHead } from './ssr-head-items.js';

export type { HeadContext, PageHead } from './ssr-head-base.js';

/** Each kind of public page's head. */
export const HEAD_BUILDERS: {
  [K in PageSubject['kind']]: (
    ctx: HeadContext,
    subject: Extract<PageSubject, { kind: K }>,
  ) => PageHead;
} = {
  home: (ctx, { featured }) => {
    const head = base(ctx, '', SITE_DESCRIPTION);
    const first = featured[0];
    if (first) head.image = videoThumbnail(ctx, first);
    head.twitter = [['twitter:card', first ? 'summary_large_image' : 'summary']];
    head.jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE,
      url: `${ctx.origin}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${ctx.origin}/search?q={query}`,
        'query-input': 'required name=query',
      },
    };
    return head;
  },
  videos: (ctx) => base(ctx, 'Discover Videos', `Videos from independent creators on ${SITE}.`),
  audio: (ctx) => base(ctx, 'Discover Music', `Music from independent artists on ${SITE}.`),
  books: (ctx, subject) => {
    const head = base(ctx, 'Discover Books', `Books from independent authors on ${SITE}.`);
    if (subject.books.length > 0) {
      head.jsonLd = {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: subject.books.map((book, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          item: {
            '@type': 'Book',
            name: book.title,
            author: { '@type': 'Person', name: book.author },
            image: bookCoverUrl(ctx, book._id),
            url: `${ctx.origin}/books/read/${encodeURIComponent(book._id)}`,
            ...(book.format ? { bookFormat: 'https://schema.org/EBook' } : {}),
          },
        })),
      };
    }
    return head;
  },
  book: (ctx, { book, commentCount: count }) => {
    const head = base(ctx, book.title, `${book.title} by ${book.author}: read it on ${SITE}.`);
    head.image = bookCoverUrl(ctx, book._id);
    head.og = [
      ['og:type', 'book'],
      ['book:author', book.author],
    ];
    head.twitter = [['twitter:card', 'summary_large_image']];
    head.jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: book.title,
      author: { '@type': 'Person', name: book.author },
      image: head.image,
      url: head.canonical,
      datePublished: book.createdAt,
      ...commentCount(count),
    };
    return unlisted(head, book);
  },
  stories: (ctx) => {
    const head = base(ctx, 'Stories & Poems', `Short stories and poems on ${SITE}.`);
    // The Poems tab is a page of its own (stories-page-data.ts reads `tab`).
    if (queryParam(ctx, 'tab') === 'poems') head.canonical = canonicalUrl(ctx, { tab: 'poems' });
    return head;
  },
  video: (ctx, { video, commentCount: count }) => unlisted(videoHead(ctx, video, count), video),
  playlist: (ctx, { playlist }) => unlisted(playlistHead(ctx, playlist), playlist),
  track: (ctx, { audio, commentCount: count }) => unlisted(trackHead(ctx, audio, count), audio),
  creator: (ctx, { creator, first }) => creatorHead(ctx, creator, first),
  writing: (ctx, { writing, writingKind, commentCount: count }) => {
    const noun = writingKind === 'poem' ? 'A poem' : 'A story';
    const head = base(ctx, writing.title, summary(writing.content, `${noun} on ${SITE}.`));
    head.og = [['og:type', 'article']];
    // The count of its comments is all schema.org is told of a writing so far (issue 54).
    if (count !== undefined) {
      head.jsonLd = {
        '@context': 'https://schema.org',
        '@type': writingKind === 'poem' ? 'CreativeWork' : 'ShortStory',
        name: writing.title,
        url: head.canonical,
        ...commentCount(count),
      };
    }
    return unlisted(head, writing);
  },
  page: (ctx, { title, description }) => base(ctx, title, description),
};

/** The head of a missing item's page: its not-found title, kept out of search results. */
export function missingHead(ctx: HeadContext, noun: string): PageHead {
  return {
    ...base(ctx, `${noun} not found`, `This ${noun.toLowerCase()} is not on ${SITE}.`),
    noindex: true,
  };
}

export function headFor(ctx: HeadContext, subject: PageSubject): PageHead {
  const build = HEAD_BUILDERS[subject.kind] as (ctx: HeadContext, subject: PageSubject) => PageHead;
  return build(ctx, subject);
}
