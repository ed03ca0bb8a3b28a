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

  test(
    'sends every /api call to the configured provider origin',
    { tag: '@cross-origin' },
    async ({ page, appApiURL }) => {
      const origins = new Set<string>();
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.pathname.startsWith('/api/')) origins.add(url.origin);
      });
      await page.goto('/');
      const featured = page.getByRole('region', { name: 'Featured Content' });
      await expect(featured.getByRole('link').first()).toBeVisible();
      const health = await page.evaluate(
        async (api) => (await fetch(`${api}/api/health`)).json(),
        appApiURL,
      );
      expect(health).toMatchObject({ status: 'ok' });
      expect([...origins]).toEqual([new URL(appApiURL).origin]);
    },
  );
});
