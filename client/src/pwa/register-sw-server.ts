// Stands for vite-plugin-pwa's `virtual:pwa-register` in the server renderer's build
// (vite.config.ts): a server registers no service worker, and only the browser build has the
// plugin. Nothing calls it on the server (registration waits for the page's load event).
export function registerSW(): (reload?: boolean) => Promise<void> {
  return () => Promise.resolve();
}
