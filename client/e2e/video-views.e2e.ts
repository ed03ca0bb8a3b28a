import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seeded } from './support/catalogue';

// A video no other journey opens, so its count moves only here.
const VIDEO = seeded('videos', 'mandelbrot-morning');

/** Every GET of the video's own record the page sends (each one counts a view). */
function videoGets(page: Page): string[] {
  const gets: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'GET' && new URL(req.url()).pathname === `/api/videos/${VIDEO.id}`) {
      gets.push(req.url());
    }
  });
  return gets;
}

/** The video's view count as the provider has it; the read itself counts one view. */
async function views(request: APIRequestContext, apiURL: string): Promise<number> {
  const reply = await request.get(`${apiURL}/api/videos/${VIDEO.id}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { views: number }).views;
}

test.describe('opening a video', { tag: '@cross-origin' }, () => {
  test('asks for it once and counts one view', async ({ page, request, apiURL }) => {
    const gets = videoGets(page);
    const before = await views(request, apiURL);
    await page.goto(`/video/${VIDEO.id}`);
    await expect(page.getByRole('heading', { name: VIDEO.title, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The production web server renders the page with the video it read (issue 33), and the
    // browser then asks nothing; `vite preview` serves the shell, and the browser asks once.
    expect(gets.length).toBeLessThanOrEqual(1);
    // One view for the visit (whoever read it), one for this read: the page was read once.
    expect(await views(request, apiURL)).toBe(before + 2);
  });
});
