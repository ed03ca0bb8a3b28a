import { createHash } from 'node:crypto';
import escapeXml from 'escape-html';

/** The size of the picture drawn for each kind uploaded without one (and drawn again on a new title). */
export const PLACEHOLDER_SIZES = {
  video: { width: 640, height: 360 },
  audio: { width: 600, height: 600 },
  book: { width: 600, height: 900 },
} as const;

/**
 * A generated cover/thumbnail/artwork (SVG) for content uploaded without an image: a gradient whose
 * colours come from the title, with the title on it.
 */
export function placeholderSvg(title: string, width = 640, height = 360): string {
  const digest = createHash('sha256').update(title).digest();
  const hue1 = (digest[0] ?? 0) * (360 / 256);
  const hue2 = (hue1 + 60 + (digest[1] ?? 0) / 4) % 360;
  const shown = title.length > 40 ? `${title.slice(0, 39)}…` : title;
  // One line, as large as fits 90% of the width; a bold sans-serif letter is at most ~0.7 em.
  const fontSize = Math.floor(Math.min(width / 9, height / 9, (9 * width) / (7 * shown.length)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue1.toFixed(0)} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue2.toFixed(0)} 70% 30%)"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" dominant-baseline="middle">${escapeXml(shown)}</text>
</svg>
`;
}
