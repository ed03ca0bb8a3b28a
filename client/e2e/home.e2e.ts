import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';
import { seeded } from './support/catalogue';
import { DEMO_USER } from './support/provider';

const TRACK = seeded('audios', 'four-chords');

test.describe('premium plans', () => {
  test('lists plans and opens the subscription checkout in a new tab', async ({
    page,
    context,
    loginViaApi,
  }) => {
    await loginViaApi(DEMO_USER.email, DEMO_USER.password);
    await page.goto('/premium');
    const subscribe = page.getByRole('button', { name: /^Subscribe to / }).first();
    const [checkout] = await Promise.all([context.waitForEvent('page'), subscribe.click()]);
    await checkout.waitForLoadState();
    await expect(checkout.getByRole('button', { name: 'Pay' })).toBeVisible();
  });
});

test.describe('the Continue row', () => {
  test('a track part way through shows on the home page and opens where it was', async ({
    page,
  }) => {
    // Nothing in progress yet: no row (and nothing in its place).
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Featured Content' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Continue', exact: true })).toHaveCount(0);

    await page.goto(`/audio/${TRACK.id}`);
    const media = page.getByTestId('audio-player-media');
    const left = await media.evaluate(async (el: HTMLMediaElement) => {
      if (el.readyState < HTMLMediaElement.HAVE_METADATA)
        await new Promise((done) => el.addEventListener('loadedmetadata', done, { once: true }));
      el.currentTime = Math.round(el.duration * 0.4);
      return el.currentTime;
    });
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('inkreel:in-progress') ?? ''))
      .toContain(TRACK.title);

    // Home through the bar: a page the app draws itself, after hydration or not.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home', exact: true })
      .click();
    const row = page.getByRole('region', { name: 'Continue' });
    const card = row.getByRole('link', { name: TRACK.title });
    await expect(card).toBeVisible();
    await expect(row.getByText(/^Track · (\d+ min|Under a minute) left$/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await card.click();
    await page.waitForURL(`**/audio/${TRACK.id}`);
    await expect
      .poll(() => media.evaluate((el: HTMLMediaElement) => Math.round(el.currentTime)))
      .toBe(Math.round(left));
  });
});
