import { imageSize } from 'image-size';

/** The site's own preview image, a PNG every unfurler shows, and its size. */
export const SITE_IMAGE = { path: '/icons/icon-512.png', width: 512, height: 512 };

/** How long the oEmbed reply waits for an image to measure it. */
const MEASURE_TIMEOUT_MS = 3000;

export interface PreviewImage {
  url: string;
  width: number;
  height: number;
}

/** Whether an unfurler can show the image: Facebook and X show no SVG. */
export const isRaster = (url: string) => !/\.svg(?:[?#]|$)/i.test(url);

/**
 * The image at `url` with its real size, for oEmbed's thumbnail_width and thumbnail_height
 * (issue 50, item 6): an SVG is replaced by the site's PNG; an image that cannot be fetched or
 * read in time gives null, and the document then names no thumbnail rather than a wrong size.
 */
export async function measuredPreview(
  url: string,
  siteOrigin: string,
): Promise<PreviewImage | null> {
  if (!isRaster(url))
    return { ...SITE_IMAGE, url: new URL(SITE_IMAGE.path, siteOrigin).toString() };
  try {
    const reply = await fetch(url, { signal: AbortSignal.timeout(MEASURE_TIMEOUT_MS) });
    if (!reply.ok) return null;
    const { width, height } = imageSize(new Uint8Array(await reply.arrayBuffer()));
    return width && height ? { url, width, height } : null;
  } catch {
    return null;
  }
}
