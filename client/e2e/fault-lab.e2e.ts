import { expect, test } from './fixtures';
import { fillLoginForm, waitForPath } from './support/app-pages';
import { faultLab, snapshot } from './support/scenario';
import { chooseType, field } from './support/upload-helpers';

// Every journey switches the scenario it needs; the `normalScenario` fixture (fixtures.ts) puts
// `normal` back around every test, so a failing journey never leaves a fault active after it.
test.describe('fault lab: the client under network and session faults', () => {
  test('flaky: reads come through after retries; a failed write stores nothing', async ({
    page,
    provider,
    loginViaApi,
    apiURL,
  }) => {
    const lab = faultLab(apiURL);
    const account = await provider.createVerifiedAccount();
    await loginViaApi(account.email, account.password);
    await lab.set('flaky');
    await page.goto('/videos');
    await page
      .getByRole('list', { name: 'Videos' })
      .getByRole('listitem')
      .first()
      .waitFor({ timeout: 30_000 });

    // Poems are POSTs without an idempotency key: never retried, so each outcome is what the
    // user saw. Submit until one fails (about 1 in 5 does), counting the ones that succeeded.
    await page.goto('/upload');
    await page.getByRole('heading', { name: 'Upload Content', level: 1 }).waitFor();
    const stamp = Date.now();
    let stored = 0;
    let failures = 0;
    for (let attempt = 0; attempt < 40 && failures === 0; attempt += 1) {
      await chooseType(page, 'Poem');
      await field(page, 'Title').fill(`Flaky poem ${stamp} ${attempt}`);
      await field(page, 'Content').fill('Lines that may or may not arrive.');
      await page.getByRole('button', { name: 'Upload Content' }).click();
      const success = page.getByRole('dialog', { name: 'Upload Successful!' });
      // A 503 shows the provider's message; a dropped connection "Network error occurred", or,
      // through the preview server's proxy, "Upload failed with status: 500".
      const failure = page
        .getByRole('alert')
        .filter({ hasText: /unavailable|Network error|Upload failed with status/ });
      await success.or(failure).first().waitFor({ timeout: 20_000 });
      if (await success.isVisible()) {
        stored += 1;
        await success.getByRole('button', { name: 'Close' }).click();
      } else {
        failures += 1;
        await snapshot(page, 'flaky-failed-write');
      }
    }
    expect(failures).toBe(1);
    await lab.set('normal');
    const { poems } = await lab.get<{ poems: { title: string }[] }>('/api/poems?limit=50');
    const mine = poems.filter((w) => w.title.startsWith(`Flaky poem ${stamp} `));
    expect(mine).toHaveLength(stored);
  });

  test(
    'session-expired: a refused token sends the user to /login, and signing in returns',
    { tag: '@cross-origin' },
    async ({ page, provider, loginViaApi, apiURL }) => {
      const lab = faultLab(apiURL);
      const account = await provider.createVerifiedAccount({ credits: 12 });
      await loginViaApi(account.email, account.password);
      await lab.set('session-expired');
      await page.goto('/wallet');
      await waitForPath(page, '/login');
      await page.getByText('Your session has expired. Please sign in again.').waitFor();
      await snapshot(page, 'session-expired-login');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

      await lab.set('normal');
      await fillLoginForm(page, account.email, account.password);
      await waitForPath(page, '/wallet');
      await page.getByTestId('wallet-balance').getByText('12.00').waitFor();
      expect(await lab.balanceOf(account.token)).toBe(12);
    },
  );
});
