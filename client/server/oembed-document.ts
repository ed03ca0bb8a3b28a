import type { Audio, Video } from '@inkreel/shared';
import { EMBED_FRAMES, embedIframe } from '../src/components/share/embed-code.js';
import type { PreviewImage } from './preview-image.js';

/** What the oEmbed document describes: a video or a track, found at `pageUrl` on this site. */
export type EmbedItem =
  | { kind: 'video'; item: Video; startAt?: number }
  | { kind: 'audio'; item: Audio };

export interface MaxSize {
  maxwidth?: number | undefined;
  maxheight?: number | undefined;
}

/** oEmbed 1.0 (https://oembed.com), section 2.3.4: the fields every document of this site has. */
export interface OembedFields {
  version: '1.0';
  title: string;
  author_name: string;
  provider_name: string;
  provider_url: string;
  thumbnail_url?: string;
  thumbnail_width?: number;
  thumbnail_height?: number;
}

/** Section 2.3.4.2 and 2.3.4.4: a video's or a track's document, with its player. */
export interface OembedDocument extends OembedFields {
  type: 'video' | 'rich';
  html: string;
  width: number;
  height: number;
}

export const PROVIDER_NAME = 'Inkreel';

const VIDEO_FRAME = EMBED_FRAMES.video;
const AUDIO_FRAME = EMBED_FRAMES.audio;
/** Under this the players' controls no longer fit; a consumer asking for less gets this much. */
const SMALLEST_FRAME = { width: 240, height: 135 };

/** A frame no larger than the consumer's maximum, keeping the video's 16:9. */
function videoSize({ maxwidth, maxheight }: MaxSize) {
  let width = Math.min(VIDEO_FRAME.width, maxwidth ?? Infinity);
  if (maxheight !== undefined) width = Math.min(width, Math.floor((maxheight * 16) / 9));
  width = Math.max(width, SMALLEST_FRAME.width);
  return { width, height: Math.round((width * 9) / 16) };
}

function audioSize({ maxwidth, maxheight }: MaxSize) {
  return {
    width: Math.max(Math.min(AUDIO_FRAME.width, maxwidth ?? Infinity), SMALLEST_FRAME.width),
    height: Math.max(Math.min(AUDIO_FRAME.height, maxheight ?? Infinity), SMALLEST_FRAME.height),
  };
}

/** A media path of the provider (relative to its /api, docs/product.md section 7) as an absolute URL. */
export function providerMediaUrl(path: string, providerOrigin: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return new URL(`/api${path.startsWith('/') ? path : `/${path}`}`, providerOrigin).toString();
}

/** The item's image as the provider serves it: a video's thumbnail, a track's artwork. */
export function itemImageUrl(embed: EmbedItem, provider: string): string {
  if (embed.kind === 'audio') return providerMediaUrl(embed.item.artworkUrl, provider);
  return embed.item.thumbnailUrl
    ? providerMediaUrl(embed.item.thumbnailUrl, provider)
    : new URL(`/api/videos/thumbnail/${encodeURIComponent(embed.item._id)}`, provider).toString();
}

/**
 * The oEmbed document of a video (`type: video`) or a track (`type: rich`): an iframe of this
 * site's embed page, sized within the consumer's maximum, the item's title and author, and its
 * image as measured (client/server/preview-image.ts; none when it could not be).
 */
export function oembedDocument(
  embed: EmbedItem,
  origins: { site: string; provider: string },
  max: MaxSize,
  thumbnail: PreviewImage | null,
): OembedDocument {
  const id = encodeURIComponent(embed.item._id);
  const isVideo = embed.kind === 'video';
  const size = isVideo ? videoSize(max) : audioSize(max);
  const src = new URL(`/embed/${embed.kind}/${id}`, origins.site);
  if (embed.kind === 'video' && embed.startAt !== undefined) {
    src.searchParams.set('t', String(embed.startAt));
  }
  const title = embed.item.title;
  const html = embedIframe(src.toString(), title, size);
  return {
    type: isVideo ? 'video' : 'rich',
    version: '1.0',
    title,
    author_name:
      embed.kind === 'audio'
        ? (embed.item.artist ?? embed.item.uploadedBy.name)
        : embed.item.uploadedBy.name,
    provider_name: PROVIDER_NAME,
    provider_url: new URL('/', origins.site).toString(),
    ...(thumbnail
      ? {
          thumbnail_url: thumbnail.url,
          thumbnail_width: thumbnail.width,
          thumbnail_height: thumbnail.height,
        }
      : {}),
    html,
    ...size,
  };
}
