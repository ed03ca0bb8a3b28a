import type { Page } from '@playwright/test';

interface AnnouncementLog {
  announced: string[];
}

/**
 * Keeps every text the elements matching `selector` show from now on, and returns a reader of
 * that list. A player's flash ("Speed 1.5×", "Volume 70%") clears itself after 1.2 s: on a busy
 * machine the test's next look can come after that, so the journey asks what was shown instead
 * of what is shown.
 */
export async function recordAnnouncements(page: Page, selector: string) {
  await page.evaluate((target) => {
    const log: string[] = [];
    (window as unknown as AnnouncementLog).announced = log;
    const note = () => {
      for (const element of document.querySelectorAll(target)) {
        const text = element.textContent.trim();
        if (text && log.at(-1) !== text) log.push(text);
      }
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, selector);
  return () => page.evaluate(() => (window as unknown as AnnouncementLog).announced);
}
