import type { Page } from '@playwright/test';

/** Waits until a service worker controls the page (it registers after load). */
export async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}
