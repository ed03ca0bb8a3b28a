const started = new Set<string>();

/**
 * Starts fetching an image with high priority, once per address, as a `<link rel="preload">` in
 * the head (what react-dom's `preload()` does, written here so the app does not depend on it).
 */
export function preloadImage(href: string): void {
  if (typeof document === 'undefined' || started.has(href)) return;
  started.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
