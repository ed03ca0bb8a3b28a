import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

const media = fileURLToPath(new URL('../../../fixtures/media/', import.meta.url));

/** Real sample files from fixtures/media. */
export const UPLOAD_FIXTURES = {
  video: `${media}videos/life-finds-a-way.mp4`,
  thumbnail: `${media}thumbnails/life-finds-a-way.jpg`,
  audio: `${media}audio/coda.mp3`,
  artwork: `${media}artwork/coda.jpg`,
  book: `${media}books/the-last-tram-home.pdf`,
  cover: `${media}covers/the-last-tram-home.jpg`,
} as const;

export const DROP_LABELS = {
  video: 'Drop your video here or click to browse',
  audio: 'Drop your audio file here or click to browse',
  book: 'Drop your PDF, EPUB, or MOBI file here',
} as const;

/** Opens /upload (sign in first), recording every progress value and status text it shows. */
export async function openUploadPage(page: Page): Promise<void> {
  await page.addInitScript(recordProgress);
  await page.goto('/upload');
  await expect(page.getByRole('heading', { name: 'Upload Content', level: 1 })).toBeVisible();
}

export interface RecordedProgress {
  values: number[];
  statuses: string[];
  hints: string[];
}

/** Runs in the page: a MutationObserver keeps each distinct state the Upload Progress panel shows. */
function recordProgress() {
  const seen: RecordedProgress = { values: [], statuses: [], hints: [] };
  (window as unknown as { __upload: RecordedProgress }).__upload = seen;
  const push = (list: (string | number)[], value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '' && list.at(-1) !== value)
      list.push(value);
  };
  const observe = () => {
    const bar = document.querySelector('[role="progressbar"][aria-label="Upload progress"]');
    push(seen.values, bar ? Number(bar.getAttribute('aria-valuenow')) : null);
    push(seen.statuses, document.querySelector('.upload-progress-status')?.textContent);
    push(seen.hints, document.querySelector('.upload-progress-meta')?.textContent);
  };
  new MutationObserver(observe).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-valuenow'],
  });
}

export function recordedProgress(page: Page): Promise<RecordedProgress> {
  return page.evaluate(() => (window as unknown as { __upload: RecordedProgress }).__upload);
}

/** Slows the page's network (CDP) so the upload takes a few seconds and its progress is visible. */
export async function throttleUploads(page: Page, bytesPerSecond: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

export async function chooseType(page: Page, label: 'Video' | 'Audio' | 'Book' | 'Poem' | 'Story') {
  await page.getByRole('radio', { name: label }).check();
}

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Waits for the success dialog and closes it (which resets the form). */
export async function closeSuccessDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Upload Successful!' });
  await expect(dialog.getByText('Your content has been uploaded successfully.')).toBeVisible({
    timeout: 30_000,
  });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
}
