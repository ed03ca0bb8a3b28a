import type { BrowserContext, Page } from '@playwright/test';
import type { LoginResponse } from '@inkreel/shared';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';
import { seeded } from './support/catalogue';

type Track = ReturnType<typeof seeded>;

const [ONE, TWO, THREE, FOUR] = ['four-chords', 'glass-bells', 'low-tide', 'night-train'].map((m) =>
  seeded('audios', m),
) as [Track, Track, Track, Track];

/** Signs a context in as the client does (docs/product.md section 3). */
async function signIn(context: BrowserContext, session: LoginResponse) {
  await context.addInitScript((data) => {
    if (!localStorage.getItem('token')) {
      localStorage.setItem('auth_data', JSON.stringify(data));
      localStorage.setItem('token', data.token);
    }
  }, session);
}

const queueTitles = (page: Page) =>
  page.evaluate(() =>
    (
      JSON.parse(localStorage.getItem('inkreel:queue') ?? '{"items":[]}') as {
        items: { title: string }[];
      }
    ).items.map((i) => i.title),
  );

async function addFromPage(page: Page, track: Track) {
  await page.goto(`/audio/${track.id}`);
  const written = page.waitForResponse(
    (res) => res.url().endsWith('/api/me/queue') && res.request().method() === 'PUT' && res.ok(),
  );
  await page.getByRole('button', { name: 'Add to queue', exact: true }).click();
  await written;
}

test.describe('the queue on two devices', () => {
  test('another device offers to continue, and two editing at once lose nothing', async ({
    page,
    context,
    browser,
    provider,
    baseURL,
  }) => {
    const account = await provider.createVerifiedAccount();
    const session = await provider.login(account.email, account.password);
    await signIn(context, session);
    const [one, two, three, four] = [ONE, TWO, THREE, FOUR];
    await addFromPage(page, one);
    await addFromPage(page, two);

    const other = await browser.newContext({ baseURL });
    try {
      await signIn(other, session);
      const second = await other.newPage();
      await second.goto('/');
      const prompt = second.getByRole('region', { name: 'Continue where you left off' });
      await expect(prompt).toBeVisible();
      await expect(prompt).toContainText(one.title);
      expect(await axeViolations(second)).toEqual([]);
      await prompt.getByRole('button', { name: 'Continue' }).click();
      const bar = second.getByRole('region', { name: 'Now playing' });
      await expect(bar.locator('.mini-player-title')).toHaveText(one.title);
      await expect.poll(() => queueTitles(second)).toEqual([one.title, two.title]);

      // Both add a track at the same moment, from the same version.
      await Promise.all([addFromPage(page, three), addFromPage(second, four)]);
      // Each reads the other's change when it opens again: nothing lost, nothing twice.
      for (const device of [page, second]) {
        await device.reload();
        await expect
          .poll(async () => (await queueTitles(device)).sort())
          .toEqual([one.title, two.title, three.title, four.title].sort());
      }
    } finally {
      await other.close();
    }
  });
});
