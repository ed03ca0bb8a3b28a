// The heads of the pages about one item (a video, a track, a playlist, a creator): their previews,
// oEmbed links and schema.org JSON-LD. ssr-head.ts picks the builder by the page's kind.
import {
  uploadCountsText,
  type Audio,
  type Creator,
  type FeedItem,
  type Playlist,
  type Video,
} from '@inkreel/shared';
import { parseStartTime } from '../src/lib/playback/start-time.js';
import {
  SITE,
  base,
  canonicalUrl,
  commentCount,
  isoDuration,
  mediaType,
  mediaUrl,
  oembedLink,
  previewImage,
  queryParam,
  summary,
  uploadImage,
  videoThumbnail,
  type HeadContext,
  type PageHead,
} from './ssr-head-base.js';

export function videoHead(ctx: HeadContext, video: Video, comments: number | undefined): PageHead {
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

export function trackHead(ctx: HeadContext, audio: Audio, comments: number | undefined): PageHead {
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
export function playlistHead(ctx: HeadContext, playlist: Playlist): PageHead {
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

/** A creator's page: a profile preview, and schema.org's ProfilePage about a Person. */
export function creatorHead(
  ctx: HeadContext,
  creator: Creator,
  first: FeedItem | undefined,
): PageHead {
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
