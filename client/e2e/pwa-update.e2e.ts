import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const SHELL_ENTRY = /"revision":"([0-9a-f]+)","url":"index\.html"/;

/**
 * Deploys a next version of the worker: the same script with a new revision of index.html in
 * its precache list, as a release that changed the page would have. Same length, so no server
 * that remembers file sizes serves it cut short. (Playwright's routes do not reach the browser's
 * own update check of a worker script, so the file itself changes.)
 */
async function deployNextWorker(distDir: string): Promise<{
  before: string;
  after: string;
  undo: () => Promise<void>;
}> {
  // This worker's own copy of the build (fixtures.ts): no other worker's client serves it.
  const workerFile = path.join(distDir, 'sw.js');
  const original = await readFile(workerFile, 'utf8');
  const before = SHELL_ENTRY.exec(original)?.[1];
  if (!before) throw new Error(`No index.html revision in ${workerFile}`);
  const after = `${before.startsWith('0') ? '1' : '0'}${before.slice(1)}`;
  await writeFile(
    workerFile,
    original.replace(SHELL_ENTRY, `"revision":"${after}","url":"index.html"`),
  );
  return { before, after, undo: () => writeFile(workerFile, original) };
}

/** The revisions of the app shell kept by the precache: the old one goes once the new worker activates. */
function shellRevisions(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const revisions: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('workbox-precache')) continue;
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        if (url.pathname === '/index.html')
          revisions.push(url.searchParams.get('__WB_REVISION__') ?? '');
      }
    }
    return revisions.sort();
  });
}

const waitingState = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.waiting?.state ?? null;
  });

const waitForController = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });

test.describe('update prompt', { tag: '@cross-origin' }, () => {
  test.use({ serviceWorkers: 'allow' });

  // A first visit's page loaded before the worker controlled it (the two-tab journey below walks
  // that one); a returning visitor's page loaded under the worker.
  test('returning visit: a waiting version asks before it takes over, and Reload switches to it', async ({
    page,
    servers,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/videos');
    await waitForController(page);
    await page.reload();
    await waitForController(page);
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await expect(prompt).toBeHidden();

    // Something typed in the running page tells whether it was swapped or reloaded.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('still here');
    const next = await deployNextWorker(servers.distDir);
    try {
      expect(await shellRevisions(page)).toEqual([next.before]);
      // What the hourly check does.
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await expect(prompt).toBeVisible({ timeout: 30_000 });
      await expect(prompt.getByRole('button', { name: 'Reload' })).toBeVisible();

      // The new version waits: the running page keeps its worker and its state.
      await page.waitForTimeout(1_500);
      expect(await waitingState(page)).toBe('installed');
      expect(await shellRevisions(page)).toEqual([next.before, next.after].sort());
      await expect(search).toHaveValue('still here');

      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await waitForController(page);
      await expect(search).toHaveValue('');
      await expect(prompt).toBeHidden();
      expect(await waitingState(page)).toBeNull();
      // The new worker activated (it dropped the old shell) and controls the reloaded page.
      await expect.poll(() => shellRevisions(page)).toEqual([next.after]);
    } finally {
      await next.undo();
    }
  });

  test('first visit: a tab still on the old version learns that another tab switched, and its Reload switches it too', async ({
    page,
    context,
    servers,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/videos');
    await waitForController(page);
    const other = await context.newPage();
    await other.goto('/audio');
    await waitForController(other);
    const promptOf = (tab: Page) =>
      tab.getByRole('status').filter({ hasText: 'A new version is available' });
    const searchOf = (tab: Page) => tab.getByRole('searchbox', { name: 'Search' });
    await expect(promptOf(page)).toBeHidden();
    // Something typed in a running page tells whether it was swapped or reloaded.
    await searchOf(page).fill('still here');
    await searchOf(other).fill('other tab');

    const next = await deployNextWorker(servers.distDir);
    try {
      expect(await shellRevisions(page)).toEqual([next.before]);
      // What the hourly check does.
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await expect(promptOf(page)).toBeVisible({ timeout: 30_000 });
      await expect(promptOf(other)).toBeVisible({ timeout: 30_000 });
      await expect(promptOf(page).getByRole('button', { name: 'Reload' })).toBeVisible();

      // The new version waits: the running page keeps its worker and its state.
      await page.waitForTimeout(1_500);
      expect(await waitingState(page)).toBe('installed');
      expect(await shellRevisions(page)).toEqual([next.before, next.after].sort());
      await expect(searchOf(page)).toHaveValue('still here');

      const reloaded = page.waitForEvent('load');
      await promptOf(page).getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await waitForController(page);
      await expect(searchOf(page)).toHaveValue('');
      await expect(promptOf(page)).toBeHidden();
      expect(await waitingState(page)).toBeNull();
      // The new worker activated (it dropped the old shell) and controls the reloaded page.
      await expect.poll(() => shellRevisions(page)).toEqual([next.after]);
      // The other tab was not swapped under its user: same page, same text, still asking.
      await page.waitForTimeout(1_000);
      await expect(searchOf(other)).toHaveValue('other tab');
      await expect(promptOf(other)).toBeVisible();

      // No worker waits any more; its Reload still reloads, onto the new version.
      const otherReloaded = other.waitForEvent('load');
      await promptOf(other).getByRole('button', { name: 'Reload' }).click();
      await otherReloaded;
      await expect(searchOf(other)).toHaveValue('');
      await expect(promptOf(other)).toBeHidden();
      await expect.poll(() => shellRevisions(other)).toEqual([next.after]);
    } finally {
      await next.undo();
      await other.close();
    }
  });
});
