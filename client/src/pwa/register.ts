/// <reference types="vite-plugin-pwa/client" />

export interface Registration {
  /** Activates the waiting worker; the page reloads once it controls the page. */
  update: () => Promise<void>;
}

const HOURLY = 60 * 60 * 1000;

/**
 * Registers the service worker off the critical path (the plugin's code is its own chunk and
 * waits for the load event). `onNeedRefresh` runs when a new version is installed and waiting.
 */
export async function registerServiceWorker(onNeedRefresh: () => void): Promise<Registration> {
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
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      });
      await activateWaiting(true);
    },
  };
}
