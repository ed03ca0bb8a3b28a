/**
 * The frames the embed pages are laid out for (features/{videos,audio}/pages/*-embed-page): the
 * Share panel's embed code and the oEmbed document (client/server/oembed-document.ts) use them.
 */
export const EMBED_FRAMES = {
  video: { width: 640, height: 360 },
  audio: { width: 480, height: 240 },
} as const;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The HTML another site pastes to show a bare player: an iframe of its embed page. */
export function embedIframe(
  src: string,
  title: string,
  size: { width: number; height: number },
): string {
  return (
    `<iframe src="${escapeAttribute(src)}" width="${size.width}" height="${size.height}"` +
    ` title="${escapeAttribute(title)}" frameborder="0" loading="lazy"` +
    ` allow="autoplay; fullscreen; picture-in-picture; encrypted-media" allowfullscreen></iframe>`
  );
}
