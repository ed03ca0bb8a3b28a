import { expect, test } from './fixtures';

test.describe('smoke', () => {
  test('renders the client and reaches the mock provider through its proxy', async ({
    page,
    apiURL,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Inkreel');
    await expect(page.getByRole('link', { name: 'Inkreel' }).first()).toBeVisible();
    const health = await page.evaluate(async () => (await fetch('/api/health')).json());
    expect(health).toMatchObject({ status: 'ok' });
    expect(apiURL).toMatch(/^http:\/\/localhost:\d+$/);
  });
});
