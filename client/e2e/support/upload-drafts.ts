import { expect, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { keepScreenshot } from './screenshots';

export interface StoredDraftPart {
  /** ['upload-draft', userId, 'fields' | 'file' | 'image'] */
  key: string[];
  title?: string;
  description?: string;
  fileName?: string;
}

/**
 * What the upload drafts database holds, read in the page without creating it (an empty
 * database made here would lack the app's object store).
 */
export function storedDrafts(page: Page): Promise<StoredDraftPart[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name);
    if (!names.includes('inkreel-drafts')) return [];
    return new Promise<StoredDraftPart[]>((resolve, reject) => {
      const open = indexedDB.open('inkreel-drafts');
      open.onerror = () => reject(open.error ?? new Error('indexedDB.open failed'));
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('upload')) {
          db.close();
          resolve([]);
          return;
        }
        const store = db.transaction('upload').objectStore('upload');
        const keys = store.getAllKeys();
        const values = store.getAll();
        values.onsuccess = () => {
          db.close();
          resolve(
            keys.result.map((key, i) => {
              const value = values.result[i] as {
                text?: { title?: string; description?: string };
                name?: string;
              };
              return {
                key: key as string[],
                title: value.text?.title,
                description: value.text?.description,
                fileName: value.name,
              };
            }),
          );
        };
        values.onerror = () => reject(values.error ?? new Error('Reading the drafts failed'));
      };
    });
  });
}

/**
 * Waits until the draft holds `title`, the named files and, when given, the description: the
 * fields are saved a moment after the last keystroke, so the last field typed is the last saved.
 */
export async function waitForDraft(
  page: Page,
  title: string,
  fileNames: string[] = [],
  description?: string,
) {
  await expect
    .poll(async () => {
      const parts = await storedDrafts(page);
      const fields = parts.find((p) => p.key[2] === 'fields');
      return {
        title: fields?.title,
        files: parts.flatMap((p) => (p.fileName ? [p.fileName] : [])).sort(),
        ...(description === undefined ? {} : { description: fields?.description }),
      };
    })
    .toEqual({
      title,
      files: [...fileNames].sort(),
      ...(description === undefined ? {} : { description }),
    });
}

/** Switches the theme class in place (a reload would lose the panel's state). */
async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => {
    document.documentElement.classList.remove('light', 'dark');
    document.documentElement.classList.add(value);
  }, theme);
}

/**
 * axe-core on the page in both themes at 1280 and 390 px, with pictures when E2E_SCREENSHOTS asks
 * for them: the state on screen must not depend on a reload. Afterwards the page is back to dark at 1280.
 */
export async function shootAndCheck(page: Page, name: string, closeUp?: Locator) {
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await keepScreenshot(page, `${name}-${theme}-${width}`, { fullPage: true });
      // The part that changed, at its real size (a full phone page shrinks it past reading).
      if (closeUp) await keepScreenshot(closeUp, `${name}-${theme}-${width}-close-up`);
      expect(await axeViolations(page), `${name} ${theme} ${width}`).toEqual([]);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

export const progressPanel = (page: Page) => page.getByRole('region', { name: 'Upload Progress' });

/** The list of stages in the Upload Progress panel, and one stage of it by its label. */
export const stagesList = (page: Page) => page.getByRole('list', { name: 'Upload stages' });
export const stage = (page: Page, label: 'Uploading' | 'Processing' | 'Published') =>
  stagesList(page)
    .getByRole('listitem')
    .filter({ has: page.locator('.upload-stage-label', { hasText: label }) });
