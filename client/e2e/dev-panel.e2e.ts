import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';
import { faultLab } from './support/scenario';

/** Set E2E_SCREENSHOTS=dir to keep pictures of the panel (light/dark, desktop/phone). */
const shots = process.env.E2E_SCREENSHOTS;

async function openPanel(
  browser: Browser,
  apiURL: string,
  options: { width: number; height: number; colorScheme: 'light' | 'dark' },
): Promise<{ context: BrowserContext; page: Page }> {
  // bypassCSP only so the test can inject axe-core: the panel itself allows no script at all.
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.height },
    colorScheme: options.colorScheme,
    bypassCSP: true,
  });
  const page = await context.newPage();
  await page.goto(`${apiURL}/__dev`);
  await page.getByRole('heading', { name: 'Developer panel' }).waitFor();
  return { context, page };
}

test.describe('fault lab: the developer panel', () => {
  test('switches the scenario with its form, without any script', async ({ browser, apiURL }) => {
    const { context, page } = await openPanel(browser, apiURL, {
      width: 1280,
      height: 900,
      colorScheme: 'dark',
    });
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.getByRole('radio', { name: /payment-declined/ }).check();
    await page.getByRole('button', { name: 'Switch scenario' }).click();
    await page.getByRole('status').getByText('Scenario switched.').waitFor();
    expect(await page.getByTestId('active-scenario').textContent()).toBe('payment-declined');
    expect(await faultLab(apiURL).active()).toBe('payment-declined');
    expect(await page.locator('script').count()).toBe(0);
    expect(errors).toEqual([]);

    await page.getByRole('button', { name: 'Reset data and scenario' }).click();
    await page.getByText('Data restored from the seed; the scenario is normal again.').waitFor();
    expect(await faultLab(apiURL).active()).toBe('normal');
    await context.close();
  });

  test('filters the journal through its form (query string)', async ({ browser, apiURL }) => {
    // A path of this run's own: the journal keeps earlier runs' requests (retries, repeats).
    const missing = `/api/no-such-route-${Date.now()}`;
    await fetch(`${apiURL}/api/videos/featured`);
    await fetch(`${apiURL}${missing}`);
    const { context, page } = await openPanel(browser, apiURL, {
      width: 1280,
      height: 900,
      colorScheme: 'light',
    });
    await page.getByLabel('Status').fill('4xx');
    await page.getByLabel('Path contains').fill(missing.slice('/api/'.length));
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/status=4xx/);
    const rows = page.getByRole('table').locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    await rows.first().getByText(missing).waitFor();
    await rows.first().getByText('404').waitFor();
    await context.close();
  });

  test('fits every width in both colour schemes, pages its journal, links the mail and passes axe', async ({
    browser,
    apiURL,
    provider,
  }) => {
    test.slow();
    const email = `panel-${Date.now()}@example.com`;
    const reg = await provider.call('/api/auth/register', {
      method: 'POST',
      body: JSON.stringify({ name: 'Panel Reader', email, password: 'e2e-password-123' }),
    });
    expect(reg.status).toBe(201);
    const link = await provider.latestVerificationLink(email);
    // Enough requests for more than one journal page.
    await Promise.all(Array.from({ length: 40 }, (_, n) => fetch(`${apiURL}/api/n${n}-missing`)));
    // One window for every check: the panel's colours follow the system scheme alone
    // (`prefers-color-scheme`, mock-server dev-panel-style.ts), which emulateMedia switches in
    // place, and the widths are window sizes. axe checks the panel at a desktop and a phone width in
    // both schemes, and the mailbox once.
    const { context, page } = await openPanel(browser, apiURL, {
      width: 1280,
      height: 900,
      colorScheme: 'light',
    });
    const sidewaysScroll = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    const picture = async (name: string) => {
      if (!shots) return;
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
    };
    const backgrounds = new Set<string>();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(`${apiURL}/__dev`);
      await page.getByRole('heading', { name: 'Developer panel' }).waitFor();
      backgrounds.add(await page.evaluate(() => getComputedStyle(document.body).backgroundColor));
      for (const width of [320, 390, 1024, 1280, 1440]) {
        const where = `${colorScheme} ${width}`;
        await page.setViewportSize({ width, height: 900 });
        expect(await sidewaysScroll(), where).toBe(0);
        // 25 journal rows at most (each a small card on a phone), the rest one click away.
        expect(await page.locator('tr.entry').count()).toBeLessThanOrEqual(25);
        await expect(page.getByRole('navigation', { name: 'Journal pages' })).toBeVisible();
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        expect(height, where).toBeLessThan(12_000);
        await expect(page.getByRole('link', { name: link }).first()).toBeVisible();
        if (width === 390 || width === 1280) {
          expect(await axeViolations(page), where).toEqual([]);
        }
        await picture(`dev-panel-${colorScheme}-${width}`);
      }
      await page.getByRole('link', { name: 'open the mailbox' }).click();
      await page.getByRole('heading', { name: 'Mailbox', level: 1 }).waitFor();
      await expect(page.getByRole('link', { name: link }).first()).toHaveAttribute('href', link);
      for (const width of [320, 1024, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await sidewaysScroll(), `mailbox ${colorScheme} ${width}`).toBe(0);
        if (colorScheme === 'light' && width === 320) {
          expect(await axeViolations(page)).toEqual([]);
        }
        await picture(`dev-mailbox-${colorScheme}-${width}`);
      }
    }
    // The two passes saw two schemes.
    expect(backgrounds.size).toBe(2);
    await context.close();
  });
});
