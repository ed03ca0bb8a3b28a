import { expect, type Frame, type Page } from '@playwright/test';

/**
 * The frame showing a book's text. foliate-js draws each section in a blob: document inside a
 * closed shadow root: locators cannot reach it, but the page's frames list it.
 */
export async function bookFrame(page: Page, text?: string | RegExp): Promise<Frame> {
  let found: Frame | undefined;
  await expect
    .poll(
      async () => {
        for (const frame of page.frames()) {
          if (!frame.url().startsWith('blob:')) continue;
          const body = await frame.evaluate(() => document.body.innerText).catch(() => '');
          const matches =
            text === undefined
              ? body.trim().length > 0
              : typeof text === 'string'
                ? body.includes(text)
                : text.test(body);
          if (matches) {
            found = frame;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  if (!found) throw new Error('no book frame');
  return found;
}

/** Selects the words `from` … `to` of the first paragraph that has them, as a reader would. */
export async function selectPassage(frame: Frame, words: string): Promise<void> {
  await frame.evaluate((wanted) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const selection = document.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      document.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
      return;
    }
    throw new Error(`"${wanted}" is not on the page`);
  }, words);
}

/** The reader's progress readout ("42%"). */
export const progress = (page: Page) => page.getByRole('status', { name: 'Progress' });

/** The reader's bar: page turns, progress and the panels. */
export const bar = (page: Page) => page.getByRole('toolbar', { name: 'Reader controls' });
