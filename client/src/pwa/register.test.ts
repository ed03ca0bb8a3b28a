import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerSW } from 'virtual:pwa-register';
import { registerServiceWorker } from './register';

vi.mock('virtual:pwa-register', () => ({ registerSW: vi.fn() }));

describe('registerServiceWorker', () => {
  const activateWaiting = vi.fn(() => Promise.resolve());
  const reload = vi.fn();
  const workers = new EventTarget();
  const realLocation = window.location;

  beforeEach(() => {
    vi.mocked(registerSW).mockReturnValue(activateWaiting);
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
