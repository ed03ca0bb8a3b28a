import {
  uploadCountsText,
  type Audio,
  type Creator,
  type FeedItem,
  type Playlist,
  type Video,
} from '@inkreel/shared';
import { parseStartTime } from '../src/lib/playback/start-time.js';
import { scriptSafeJson } from './index-html.js';
import { isRaster, SITE_IMAGE } from './preview-image.js';
import type { PageSubject } from '../src/lib/page/page-subject.js';

const SITE = 'Inkreel';
const SITE_DESCRIPTION =
  'Inkreel: watch, listen to and read videos, music, books, stories and poems from independent creators, and share your own.';

/** Where a page is and where its media are, as absolute origins. */
export interface HeadContext {
  /** This site's public origin, e.g. https://inkreel.example. */
  origin: string;
  /** The provider's public origin (this site's own when the app calls its own /api). */
  apiOrigin: string;
  /** The page's path and query. */
  path: string;
}

/**
 * A page's head, as data: each route's builder fills it, renderHead() writes it. Another part of
 * the head for a route (an oEmbed discovery link) goes in `links` of that route's builder.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute; the canonical URL and og:url. */
  canonical: string;
  /** Open Graph properties beyond og:title, og:description, og:url and og:site_name. */
  og: [string, string][];
  /** twitter:card and any other twitter: names beyond title, description and image. */
  twitter: [string, string][];
  /** An absolute image URL the provider (or this site) serves. */
  image: string;
  jsonLd?: Record<string, unknown>;
  /** Extra <link> elements, as attribute lists (e.g. rel=alternate for oEmbed). */
  links: Record<string, string>[];
  /** A missing item, or an unlisted one: kept out of search results. */
  noindex?: boolean;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A description of at most 200 characters on one line. */
function summary(text: string | undefined, fallback: string): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!line) return fallback;
  return line.length > 200 ? `${line.slice(0, 197)}…` : line;
}

/** A provider media path (relative to /api, docs/product.md section 7) as an absolute URL. */
function mediaUrl(ctx: HeadContext, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${ctx.apiOrigin}/api${path.startsWith('/') ? path : `/${path}`}`;
}

const MEDIA_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  flac: 'audio/flac',
};
const mediaType = (url: string) =>
  MEDIA_TYPES[/\.(\w+)(?:\?|$)/.exec(url)?.[1]?.toLowerCase() ?? ''];

/** schema.org's `commentCount`, when the provider offers comments and counted them (issue 54). */
const commentCount = (count: number | undefined) =>
  count === undefined ? {} : { commentCount: count };

/** ISO 8601 duration (PT1M23S) for schema.org. */
const isoDuration = (seconds: number) =>
  `PT${Math.floor(seconds / 60)}M${Math.round(seconds % 60)}S`;

/**
 * The page's address without what does not select its content (`utm_*`, `fbclid`, a stray
 * `page`): only the parameters in `keep`, as the page reads them, so every shared variant of a
 * link names one canonical URL. Issue 50, item 6.
 */
function canonicalUrl(ctx: HeadContext, keep: Record<string, string | undefined> = {}): string {
  const url = new URL(ctx.path, ctx.origin);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(keep)) if (value) query.set(name, value);
  const search = query.toString();
  return `${ctx.origin}${url.pathname}${search ? `?${search}` : ''}`;
}

/** A query parameter of the page's address. */
const queryParam = (ctx: HeadContext, name: string) =>
  new URL(ctx.path, ctx.origin).searchParams.get(name);

/**
 * Facebook and X show no SVG in a preview: an SVG image (the artwork the provider draws for a
 * track uploaded without one) is replaced by the site's own PNG. Issue 50, item 6.
 */
function previewImage(ctx: HeadContext, url: string): string {
  return isRaster(url) ? url : `${ctx.origin}${SITE_IMAGE.path}`;
}

function base(ctx: HeadContext, title: string, description: string): PageHead {
  return {
    title: title ? `${title} | ${SITE}` : SITE,
    description,
    canonical: canonicalUrl(ctx),
    og: [['og:type', 'website']],
    twitter: [['twitter:card', 'summary']],
    image: `${ctx.origin}${SITE_IMAGE.path}`,
    links: [],
  };
}

/** oEmbed discovery (client/server/oembed.ts): where an unfurler finds the embeddable player. */
function oembedLink(canonical: string, ctx: HeadContext, title: string): Record<string, string> {
  const url = new URLSearchParams({ url: canonical, format: 'json' });
  return {
    rel: 'alternate',
    type: 'application/json+oembed',
    href: `${ctx.origin}/oembed?${url.toString()}`,
    title,
  };
}

export function videoThumbnail(ctx: HeadContext, video: Video): string {
  if (video.thumbnailUrl) return mediaUrl(ctx, video.thumbnailUrl);
  const byId = `${ctx.apiOrigin}/api/videos/thumbnail/${encodeURIComponent(video._id)}`;
  // A replaced thumbnail answers the same URL: its version tells the copies unfurlers keep apart.
  return video.version !== undefined && video.version > 1 ? `${byId}?v=${video.version}` : byId;
}

function videoHead(ctx: HeadContext, video: Video, comments: number | undefined): PageHead {
  const head = base(ctx, video.title, summary(video.description, `A video on ${SITE}.`));
  // `t` selects where the video starts (docs/product.md, "Share"): a link to a moment is its own.
  const start = parseStartTime(queryParam(ctx, 't'));
  head.canonical = canonicalUrl(ctx, { t: start ? String(start) : undefined });
  const file = mediaUrl(ctx, video.videoUrl);
  const type = mediaType(file);
  head.image = videoThumbnail(ctx, video);
  head.og = [
    ['og:type', 'video.other'],
    ['og:video', file],
    ...(type ? ([['og:video:type', type]] as [string, string][]) : []),
  ];
  head.twitter = [['twitter:card', 'summary_large_image']];
  head.links = [oembedLink(head.canonical, ctx, video.title)];
  head.jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.title,
    description: head.description,
    thumbnailUrl: [head.image],
    uploadDate: video.createdAt,
    contentUrl: file,
    url: head.canonical,
    ...(video.duration ? { duration: isoDuration(video.duration) } : {}),
    author: { '@type': 'Person', name: video.uploadedBy.name },
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: { '@type': 'WatchAction' },
      userInteractionCount: video.views,
    },
    ...commentCount(comments),
  };
  return head;
}

function trackHead(ctx: HeadContext, audio: Audio, comments: number | undefined): PageHead {
  const by = audio.artist ?? audio.uploadedBy.name;
  const head = base(ctx, audio.title, summary(audio.description, `${audio.title} by ${by}.`));
  const file = mediaUrl(ctx, audio.audioUrl);
  const type = mediaType(file);
  head.image = previewImage(ctx, mediaUrl(ctx, audio.artworkUrl));
  head.og = [
    ['og:type', 'music.song'],
    ['og:audio', file],
    ...(type ? ([['og:audio:type', type]] as [string, string][]) : []),
  ];
  head.links = [oembedLink(head.canonical, ctx, audio.title)];
  head.jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'MusicRecording',
    name: audio.title,
    description: head.description,
    byArtist: { '@type': 'MusicGroup', name: by },
    image: head.image,
    url: head.canonical,
    audio: { '@type': 'AudioObject', contentUrl: file, ...(type ? { encodingFormat: type } : {}) },
    datePublished: audio.createdAt,
    ...(audio.genre ? { genre: audio.genre } : {}),
    ...commentCount(comments),
  };
  return head;
}

/** A playlist: its cover's first picture, what it holds, and an oEmbed link (type `link`). */
function playlistHead(ctx: HeadContext, playlist: Playlist): PageHead {
  const count = `${playlist.itemCount} ${playlist.itemCount === 1 ? 'item' : 'items'}`;
  const by = playlist.owner.name ? ` by ${playlist.owner.name}` : '';
  const head = base(
    ctx,
    playlist.title,
    summary(playlist.description, `A playlist${by} on ${SITE}: ${count}.`),
  );
  const cover = playlist.coverPaths[0];
  if (cover) head.image = previewImage(ctx, mediaUrl(ctx, cover));
  head.og = [['og:type', 'music.playlist']];
  head.twitter = [['twitter:card', cover ? 'summary_large_image' : 'summary']];
  head.links = [oembedLink(head.canonical, ctx, playlist.title)];
  head.jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: playlist.title,
    url: head.canonical,
    numberOfItems: playlist.itemCount,
    itemListElement: playlist.items
      .filter((item) => item.available)
      .slice(0, 50)
      .map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.title })),
  };
  return head;
}

/** An unlisted item's page is found by its link only: kept out of search engines. */
function unlisted(head: PageHead, item: { visibility?: string | undefined }): PageHead {
  return item.visibility === 'unlisted' ? { ...head, noindex: true } : head;
}

/** The picture of an upload, for a creator page's preview: a video's thumbnail, a track's art, a cover. */
function uploadImage(ctx: HeadContext, item: FeedItem | undefined): string | undefined {
  if (item?.kind === 'video') return videoThumbnail(ctx, item.item);
  if (item?.kind === 'audio') return mediaUrl(ctx, item.item.artworkUrl);
  if (item?.kind === 'book')
    return `${ctx.apiOrigin}/api/books/cover/${encodeURIComponent(item.item._id)}`;
  return undefined;
}

/** A creator's page: a profile preview, and schema.org's ProfilePage about a Person. */
function creatorHead(ctx: HeadContext, creator: Creator, first: FeedItem | undefined): PageHead {
  const followers = `${creator.followers} ${creator.followers === 1 ? 'follower' : 'followers'}`;
  const uploads = uploadCountsText(creator.counts);
  const head = base(ctx, creator.name, `${creator.name} on ${SITE}: ${uploads}; ${followers}.`);
  head.canonical = `${ctx.origin}/creator/${encodeURIComponent(creator._id)}`;
  head.og = [
    ['og:type', 'profile'],
    ['profile:username', creator.name],
  ];
  head.image = creator.avatarUrl ?? uploadImage(ctx, first) ?? head.image;
  head.jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: head.canonical,
    dateCreated: creator.joinedAt,
    mainEntity: {
      '@type': 'Person',
      name: creator.name,
      identifier: creator._id,
      url: head.canonical,
      ...(creator.avatarUrl ? { image: creator.avatarUrl } : {}),
      interactionStatistic: [
        {
          '@type': 'InteractionCounter',
          interactionType: 'https://schema.org/FollowAction',
          userInteractionCount: creator.followers,
        },
      ],
      agentInteractionStatistic: {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/WriteAction',
        userInteractionCount: Object.values(creator.counts).reduce((sum, n) => sum + n, 0),
      },
    },
  };
  return head;
}

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
            image: `${ctx.apiOrigin}/api/books/cover/${encodeURIComponent(book._id)}`,
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
    head.image = `${ctx.apiOrigin}/api/books/cover/${encodeURIComponent(book._id)}`;
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

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The head's elements as HTML, every value escaped; the title replaces the built page's. */
export function renderHead(head: PageHead): { title: string; tags: string } {
  const tags = [
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:site_name', SITE),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    ...head.og.map(([key, value]) => meta('property', key, value)),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...head.twitter.map(([key, value]) => meta('name', key, value)),
    ...head.links.map(
      (attributes) =>
        `<link ${Object.entries(attributes)
          .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
          .join(' ')}>`,
    ),
    ...(head.jsonLd
      ? [`<script type="application/ld+json">${scriptSafeJson(head.jsonLd)}</script>`]
      : []),
  ];
  return { title: `<title>${escapeHtml(head.title)}</title>`, tags: tags.join('\n    ') };
}
