import type { ReactNode } from 'react';

/**
 * The e-book bar's panel icons, shown in place of their names on a phone (one row of controls,
 * never two over the page). Here, not in components/media/icons.tsx: that module is in the chunk
 * every page loads, and only the e-book reader draws these.
 */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="ebook-bar-icon"
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** Contents: a list. */
export function ContentsIcon() {
  return (
    <Icon>
      <path d="M4 5h2v2H4V5Zm4 0h12v2H8V5ZM4 11h2v2H4v-2Zm4 0h12v2H8v-2Zm-4 6h2v2H4v-2Zm4 0h12v2H8v-2Z" />
    </Icon>
  );
}

/** Highlights: a marker over a line. */
export function HighlightsIcon() {
  return (
    <Icon>
      <path d="m15.6 3.2 5.2 5.2-8.5 8.5H7.1v-5.2l8.5-8.5Zm0 2.8-6.5 6.5v2.4h2.4l6.5-6.5L15.6 6ZM3 19h18v2H3v-2Z" />
    </Icon>
  );
}

/** Reading settings: "Aa". */
export function SettingsIcon() {
  return (
    <Icon>
      <path d="M7.2 5h2.1l4.6 13h-2.2l-1.1-3.3H5.9L4.8 18H2.6L7.2 5Zm1 2.8-1.7 5h3.4l-1.7-5ZM17.6 9c2 0 3.4 1.1 3.4 3v6h-1.9v-.9c-.5.7-1.3 1.1-2.4 1.1-1.7 0-2.9-1-2.9-2.5 0-1.7 1.3-2.6 3.6-2.6h1.6v-.3c0-.9-.6-1.4-1.6-1.4-.8 0-1.5.3-2.1.8l-.9-1.3c.8-.7 1.9-1.1 3.2-1.1Zm-.5 5.5c-1.1 0-1.5.4-1.5 1 0 .6.5 1 1.2 1 1 0 1.8-.6 1.8-1.5v-.5h-1.5Z" />
    </Icon>
  );
}
