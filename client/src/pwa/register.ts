export interface Registration {
  /** Activates the waiting worker; the page reloads once it controls the page. */
  update: () => Promise<void>;
}

/** The worker vite-plugin-pwa builds from src/pwa/sw.ts, for the whole site. */
export const WORKER_URL = '/sw.js';
const HOURLY = 60 * 60 * 1000;

/** Resolves once the page has loaded (at once if it already has). */
function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Registers the service worker off the critical path: nothing of it is fetched before the load
 * event. `onNeedRefresh` runs once when a new version is installed and waits while an older one
 * controls the page. The browser's own API, not workbox-window: decision 0279.
 */
export async function registerServiceWorker(onNeedRefresh: () => void): Promise<Registration> {
  await pageLoaded();
  const workers = navigator.serviceWorker;
  // A page that loaded under a worker and then sees another take over: another tab chose Reload
  // and the new version now answers this page too. Say so; swap nothing until this tab reloads.
  // (A first visit's worker claiming the page is no new version.)
  const hadWorker = Boolean(workers.controller);
  let replaced = false;
  let told = false;
  const tell = () => {
    if (told) return;
    told = true;
    onNeedRefresh();
  };
  workers.addEventListener('controllerchange', () => {
    if (!hadWorker || replaced) return;
    replaced = true;
    tell();
  });

  const registration = await workers.register(WORKER_URL, { scope: '/' });
  /** A worker that finished installing while another controls the page waits: a new version. */
  const watch = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && workers.controller) tell();
    });
  };
  // One installed by another tab (or before this page loaded) may already be waiting.
  if (registration.waiting && workers.controller) tell();
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
  // A tab left open for days still learns about new versions.
  setInterval(() => void registration.update().catch(() => undefined), HOURLY);

  return {
    update: () => {
      // Already in charge (activated from another tab), or nothing waits: just reload.
      const waiting = registration.waiting;
      if (replaced || !waiting) {
        window.location.reload();
        return Promise.resolve();
      }
      workers.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      // src/pwa/sw.ts skips waiting on this message.
      waiting.postMessage({ type: 'SKIP_WAITING' });
      return Promise.resolve();
    },
  };
}
