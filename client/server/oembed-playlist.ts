import { idSchema, playlistSchema } from '@inkreel/shared';
import { PROVIDER_NAME, providerMediaUrl, type OembedFields } from './oembed-document.js';
import { measuredPreview } from './preview-image.js';

/** oEmbed 1.0 section 2.3.4.1: a `link` document, for a page with no embeddable player. */
export interface OembedLink extends OembedFields {
  type: 'link';
}

/** The playlist a URL of this site names (`/playlist/{id}`), or null. */
export function playlistIdOf(pathname: string): string | null {
  const match = /^\/playlist\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    const id = decodeURIComponent(match[1] ?? '');
    return idSchema.safeParse(id).success ? id : null;
  } catch {
    return null;
  }
}

/**
 * A playlist page's oEmbed document (issue 55): its title, its owner, its cover's first picture
 * as measured (preview-image.ts).
 * null when the provider has no such playlist for a visitor (a private one, or none): 404.
 */
export async function playlistOembed(
  id: string,
  origins: { provider: string; publicProvider: string; site: string },
  timeoutMs: number,
): Promise<OembedLink | null> {
  const reply = await fetch(new URL(`/api/playlists/${encodeURIComponent(id)}`, origins.provider), {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (reply.status === 404 || reply.status === 400) return null;
  if (!reply.ok) throw new Error(`The provider answered ${reply.status}`);
  const playlist = playlistSchema.parse(await reply.json());
  const cover = playlist.coverPaths[0];
  // Measured where this server reaches the provider, named where browsers do (as oembed.ts does
  // for a video or a track); a cover that cannot be measured gives no thumbnail.
  const measured = cover
    ? await measuredPreview(providerMediaUrl(cover, origins.provider), origins.site)
    : null;
  const thumbnail = measured && {
    thumbnail_url: measured.url.startsWith(origins.site)
      ? measured.url
      : providerMediaUrl(cover ?? '', origins.publicProvider),
    thumbnail_width: measured.width,
    thumbnail_height: measured.height,
  };
  return {
    type: 'link',
    version: '1.0',
    title: playlist.title,
    author_name: playlist.owner.name,
    provider_name: PROVIDER_NAME,
    provider_url: `${origins.site}/`,
    ...thumbnail,
  };
}
