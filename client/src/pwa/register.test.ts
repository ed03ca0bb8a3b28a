import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerSW } from 'virtual:pwa-register';
import { registerServiceWorker } from './register';

vi.mock('virtual:pwa-register', () => ({ registerSW: vi.fn() }));

describe('registerServiceWorker', () => {
  const activateWaiting = vi.fn(() => Promise.resolve());
  const reload = vi.fn();
  const workers = new EventTarget();
  const realLocation = window.location;

  /** The worker controlling the page when it loaded: none on a first visit. */
  const loadedUnder = (controller: object | null) => {
    Object.defineProperty(workers, 'controller', { value: controller, configurable: true });
  };

  beforeEach(() => {
    vi.mocked(registerSW).mockReturnValue(activateWaiting);
    loadedUnder(null);
    Object.defineProperty(navigator, 'serviceWorker', { value: workers, configurable: true });
    Object.defineProperty(window, 'location', {
      value: { reload },
      configurable: true,
    });
  });
  afterEach(() => {
    vi.mocked(registerSW).mockClear();
    Object.defineProperty(window, 'location', { value: realLocation, configurable: true });
    activateWaiting.mockClear();
    reload.mockClear();
  });

  it('activates the waiting worker only when asked, then reloads once it takes over', async () => {
    const onNeedRefresh = vi.fn();
    const registration = await registerServiceWorker(onNeedRefresh);
    const options = vi.mocked(registerSW).mock.calls[0]?.[0];
    // The plugin tells us a version waits; we neither activate it nor reload by ourselves.
    expect(options?.onNeedRefresh).toBe(onNeedRefresh);
    workers.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
    expect(activateWaiting).not.toHaveBeenCalled();

    await registration.update();
    expect(activateWaiting).toHaveBeenCalledWith(true);
    expect(reload).not.toHaveBeenCalled();
    // The new worker controls the page, even one that had none when it loaded: reload once.
    workers.dispatchEvent(new Event('controllerchange'));
    workers.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('tells a tab running the old version when another tab has activated the new one, and its Reload just reloads', async () => {
    loadedUnder({ scriptURL: '/sw.js' });
    const onNeedRefresh = vi.fn();
    const registration = await registerServiceWorker(onNeedRefresh);
    // Another tab pressed Reload: the new worker claims this page too.
    workers.dispatchEvent(new Event('controllerchange'));
    workers.dispatchEvent(new Event('controllerchange'));
    expect(onNeedRefresh).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();

    await registration.update();
    // No worker is waiting any more: nothing to activate, the page reloads at once.
    expect(activateWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event before it fetches anything', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      const registering = registerServiceWorker(() => {});
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(registerSW).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('load'));
      await registering;
      expect(registerSW).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(document, 'readyState');
    }
  });
});
