import type { KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import './nav-downloads.css';

/** Escape dismisses the tooltip until the pointer or focus leaves (WCAG 1.4.13). */
function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key === 'Escape') event.currentTarget.dataset.tipHidden = 'true';
}
function showTipAgain(event: { currentTarget: HTMLAnchorElement }) {
  delete event.currentTarget.dataset.tipHidden;
}

/**
 * Downloads in the navigation bar: an icon whose name, "Downloads", is its tooltip on hover and
 * focus in the full bar (a seventh text link would not fit the signed-in bar at 1280 px), and a
 * labelled entry in the collapsed menu. The label is the same element both ways.
 */
export function NavDownloads() {
  return (
    <NavLink
      to="/downloads"
      className="nav-link nav-downloads"
      onKeyDown={onKeyDown}
      onBlur={showTipAgain}
      onMouseLeave={showTipAgain}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="nav-downloads-label">Downloads</span>
    </NavLink>
  );
}
