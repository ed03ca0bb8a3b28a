import { expect, test } from './fixtures';
import { waitForPath } from './support/app-pages';
import { DEMO_USER } from './support/provider';

test.describe('home, premium and stories', () => {
  test('shows up to 4 featured videos linking to their pages, and the mobile promo', async ({
    page,
  }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Featured Content' });
    const cards = section.getByRole('link').filter({ has: page.locator('img') });
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(4);
    await expect(cards.first()).toHaveAttribute('href', /^\/video\/[a-f0-9]{24}$/);
    await expect(page.getByRole('heading', { name: 'Mobile Experience' })).toBeVisible();
    await cards.first().click();
    await page.waitForURL(/\/video\/[a-f0-9]{24}$/);
  });

  test('shows the payment modal for ?payment_success=true and Continue closes it', async ({
    page,
  }) => {
    await page.goto('/payment/success');
    const dialog = page.getByRole('dialog', { name: 'Payment Successful!' });
    await expect(
      dialog.getByText(
        'Thank you for your subscription. You now have full access to all premium content.',
      ),
    ).toBeVisible();
    expect(new URL(page.url()).search).toBe('?payment_success=true');
    await dialog.getByRole('button', { name: 'Continue to Content' }).click();
    await expect(dialog).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('');
    await waitForPath(page, '/');
  });

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

  test('lists stories and poems and reads one', async ({ page }) => {
    await page.goto('/stories');
    await expect(page.getByRole('heading', { name: 'Stories & Poems', level: 1 })).toBeVisible();
    const firstStory = page.getByRole('tabpanel').getByRole('heading', { level: 3 }).first();
    await expect(firstStory).toBeVisible();
    const title = (await firstStory.textContent()) ?? '';
    await firstStory.getByRole('link').click();
    await page.waitForURL(/\/stories\/story\/[a-f0-9]{24}$/);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    await page.goto('/stories');
    await page.getByRole('tab', { name: 'Poems' }).click();
    await page.waitForURL(/tab=poems/);
    await expect(
      page.getByRole('tabpanel').getByRole('heading', { level: 3 }).first(),
    ).toBeVisible();
  });
});
