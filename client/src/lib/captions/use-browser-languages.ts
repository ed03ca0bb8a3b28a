// lib/captions: captions, lyrics, chapters and seek previews: the provider's calls, the viewer's choices.
import { useSyncExternalStore } from 'react';

const NONE: readonly string[] = [];

function subscribe(listener: () => void) {
  window.addEventListener('languagechange', listener);
  return () => window.removeEventListener('languagechange', listener);
}

const languages = (): readonly string[] =>
  navigator.languages.length > 0 ? navigator.languages : [navigator.language];

/**
 * The browser's languages, most wanted first. None on the server and while a server-rendered
 * page hydrates (so the first client render matches the server's), then the browser's.
 */
export function useBrowserLanguages(): readonly string[] {
  return useSyncExternalStore(subscribe, languages, () => NONE);
}
