import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, WORKER_URL } from './register';

/** A service worker as the page sees it: a state, its changes, and messages sent to it. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  /** Moves to `state` and tells the page, as the browser does. */
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
  /** The browser found a new version and starts installing it. */
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
  /** The installed worker waits (an older one still controls the page). */
  waits(worker: FakeWorker) {
    this.installing = null;
    this.waiting = worker;
    worker.becomes('installed');
  }
}

describe('registerServiceWorker', () => {
  const reload = vi.fn();
  const realLocation = window.location;
  let registration: FakeRegistration;
  let workers: EventTarget & { controller: object | null; register: ReturnType<typeof vi.fn> };

  /** The worker controlling the page when it loaded: none on a first visit. */
  const loadedUnder = (controller: object | null) => {
    workers.controller = controller;
  };

  beforeEach(() => {
    registration = new FakeRegistration();
    workers = Object.assign(new EventTarget(), {
      controller: null as object | null,
      register: vi.fn(() => Promise.resolve(registration)),
    });
    Object.defineProperty(navigator, 'serviceWorker', { value: workers, configurable: true });
    Object.defineProperty(window, 'location', { value: { reload }, configurable: true });
  });
  afterEach(() => {
    Object.defineProperty(window, 'location', { value: realLocation, configurable: true });
    reload.mockClear();
    vi.useRealTimers();
  });

  it('registers the worker for the whole site', async () => {
    await registerServiceWorker(() => {});
    expect(workers.register).toHaveBeenCalledExactlyOnceWith(WORKER_URL, { scope: '/' });
  });

  it('says nothing on a first visit, when the first worker installs and takes over', async () => {
    const onNeedRefresh = vi.fn();
    await registerServiceWorker(onNeedRefresh);
    const first = new FakeWorker();
    registration.found(first);
    first.becomes('installed');
    first.becomes('activated');
    // The worker claims the page (src/pwa/sw.ts): no new version, and no reload.
    workers.dispatchEvent(new Event('controllerchange'));
    expect(onNeedRefresh).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('tells about a new version once it waits, activates it only when asked, then reloads once', async () => {
    loadedUnder({ scriptURL: WORKER_URL });
    const onNeedRefresh = vi.fn();
    const ready = await registerServiceWorker(onNeedRefresh);
    const next = new FakeWorker();
    registration.found(next);
    expect(onNeedRefresh).not.toHaveBeenCalled();
    registration.waits(next);
    expect(onNeedRefresh).toHaveBeenCalledTimes(1);
    // Nothing is swapped by itself.
    expect(next.postMessage).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    await ready.update();
    expect(next.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    // The new worker takes over: reload once.
    workers.dispatchEvent(new Event('controllerchange'));
    workers.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('tells about a version that was already waiting when the page loaded', async () => {
    loadedUnder({ scriptURL: WORKER_URL });
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    registration.waiting = waiting;
    const onNeedRefresh = vi.fn();
    await registerServiceWorker(onNeedRefresh);
    expect(onNeedRefresh).toHaveBeenCalledTimes(1);
  });

  it('tells a tab running the old version when another tab has activated the new one, and its Reload just reloads', async () => {
    loadedUnder({ scriptURL: WORKER_URL });
    const onNeedRefresh = vi.fn();
    const ready = await registerServiceWorker(onNeedRefresh);
    // Another tab pressed Reload: the new worker claims this page too.
    workers.dispatchEvent(new Event('controllerchange'));
    workers.dispatchEvent(new Event('controllerchange'));
    expect(onNeedRefresh).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();

    await ready.update();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('looks for a new version every hour', async () => {
    vi.useFakeTimers();
    await registerServiceWorker(() => {});
    expect(registration.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event before it fetches anything', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      const registering = registerServiceWorker(() => {});
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(workers.register).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('load'));
      await registering;
      expect(workers.register).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(document, 'readyState');
    }
  });
});
