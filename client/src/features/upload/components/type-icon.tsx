import type { ContentType } from '@inkreel/shared';

const PATHS: Record<ContentType, string> = {
  video: 'M4 6h11a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1Zm12 4 5-3v10l-5-3',
  audio: 'M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm11-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z',
  book: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2V5Zm0 16a2 2 0 0 1 2-2h13v2',
  poem: 'M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4',
  story: 'M6 3h9l4 4v14H6V3Zm9 0v4h4M9 12h7M9 16h7',
};

/** Decorative line icon for a content type (the text beside it carries the meaning). */
export function TypeIcon({ type, size = 20 }: { type: ContentType; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[type]} />
    </svg>
  );
}
