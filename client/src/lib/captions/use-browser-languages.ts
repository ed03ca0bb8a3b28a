// lib/captions: captions, lyrics, chapters and seek previews: the provider's calls, the viewer's choices.
import { useSyncExternalStore } from 'react';

const NONE: readonly string[] = [];

function subscribe(listener: () => void) {
  window.addEventListener('languagechange', listener);
  return () => window.removeEventListener('languagechange', listener);
}

let last: readonly string[] = NONE;

/**
 * The same array while the languages stay the same: a snapshot must not change between reads
 * (a browser with no list, or one that gives a new array each time, would loop otherwise).
 */
function languages(): readonly string[] {
  const now = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  if (now.length !== last.length || now.some((tag, index) => tag !== last[index])) last = [...now];
  return last;
}

/**
 * The browser's languages, most wanted first. None on the server and while a server-rendered
 * page hydrates (so the first client render matches the server's), then the browser's.
 */
export function useBrowserLanguages(): readonly string[] {
  return useSyncExternalStore(subscribe, languages, () => NONE);
}
