import { expect, test } from './fixtures';
import { DEMO_USER } from './support/provider';

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
