/// <reference types="vite-plugin-pwa/client" />

export interface Registration {
  /** Activates the waiting worker; the page reloads once it controls the page. */
  update: () => Promise<void>;
}

const HOURLY = 60 * 60 * 1000;

/** Resolves once the page has loaded (at once if it already has). */
function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Registers the service worker off the critical path: nothing of it is fetched before the load
 * event (the plugin's code and workbox-window are their own lazy chunks). `onNeedRefresh` runs
 * when a new version is installed and waiting.
 */
export async function registerServiceWorker(onNeedRefresh: () => void): Promise<Registration> {
  await pageLoaded();
  const workers = navigator.serviceWorker;
  // A page that loaded under a worker and then sees another take over: another tab chose Reload
  // and the new version now answers this page too. Say so; swap nothing until this tab reloads.
  // (A first visit's worker claiming the page is no new version.)
  const hadWorker = Boolean(workers.controller);
  let replaced = false;
  workers.addEventListener('controllerchange', () => {
    if (!hadWorker || replaced) return;
    replaced = true;
    onNeedRefresh();
  });
  const { registerSW } = await import('virtual:pwa-register');
  const activateWaiting = registerSW({
    onNeedRefresh,
    // The plugin reloads only a page that had a worker when it loaded; `update` reloads any page
    // (a first visit that stays open until the next version comes too).
    onNeedReload: () => {},
    // A tab left open for days still learns about new versions.
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update(), HOURLY);
    },
  });
  return {
    update: async () => {
      // Already in charge (activated from another tab): no worker waits, so just reload.
      if (replaced) {
        window.location.reload();
        return;
      }
      workers.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      await activateWaiting(true);
    },
  };
}
