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
  if ('goto' in target) await target.screenshot({ path: file, fullPage: options.fullPage });
  else await target.screenshot({ path: file });
}
