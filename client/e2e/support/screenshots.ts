import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/**
 * Keeps a picture of the page (or of one part of it) for people to look at, when E2E_SCREENSHOTS
 * names a folder: `E2E_SCREENSHOTS=/tmp/shots npm run test:e2e`. No journey asserts on these
 * pictures, and taking them on every run cost the journeys time (decision 0271). A failed journey
 * keeps its own screenshot either way (playwright.config.ts).
 */
export async function keepScreenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  if ('goto' in target) {
    // A full-page picture shows what is below the window too: lazy images load now, as in
    // scripts/screenshots.mjs (a wait that runs out still takes the picture).
    if (options.fullPage) {
      await target.evaluate(() => {
        for (const img of document.querySelectorAll('img[loading="lazy"]'))
          if (img instanceof HTMLImageElement) img.loading = 'eager';
      });
      await target
        .waitForFunction(() => [...document.images].every((i) => i.complete), undefined, {
          timeout: 10_000,
        })
        .catch(() => undefined);
    }
    await target.screenshot({ path: file, fullPage: options.fullPage });
  } else await target.screenshot({ path: file });
}
