import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillLoginForm, waitForPath } from './support/app-pages';
import { seeded } from './support/catalogue';
import { DEMO_USER } from './support/provider';
import { faultLab } from './support/scenario';

/** The controls of the extension features: none may show against a spec-only provider. */
async function expectNoExtensionControls(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^Like / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Follow / })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Notifications/ })).toHaveCount(0);
  await expect(page.locator('a[href^="/creator/"]')).toHaveCount(0);
}

// The mock's `spec-only` scenario answers every extension call 404, as a provider with the
// specification's calls only (docs/fault-lab.md). The client must be that product, whole.
test.describe('against a provider with only the specification’s calls', () => {
  test('the specification’s pages work, with no extension control and no error', async ({
    page,
    apiURL,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await faultLab(apiURL).set('spec-only');

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Featured Content' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();

    await page.goto('/videos');
    const videos = page.getByRole('list', { name: 'Videos' });
    await expect(videos.getByRole('link').first()).toBeVisible();
    await expectNoExtensionControls(page);

    const video = seeded('videos', 'gliders-crossing');
    await page.goto(`/video/${video.id}`);
    await expect(page.getByRole('heading', { name: video.title, level: 1 })).toBeVisible();
    // The uploader's name as text (recommended videos below name Chidi too).
    await expect(page.getByRole('strong').getByText('Chidi Okafor', { exact: true })).toBeVisible();
    await expectNoExtensionControls(page);

    const track = seeded('audios', 'night-train');
    await page.goto(`/audio/${track.id}`);
    await expect(page.getByRole('heading', { name: track.title, level: 1 })).toBeVisible();
    // The specification's likes count, as text.
    await expect(page.getByText(/^\d+ likes?$/)).toBeVisible();
    await expectNoExtensionControls(page);

    await page.goto('/audio');
    await expect(
      page
        .getByRole('list', { name: /Music|Audio/ })
        .getByRole('link')
        .first(),
    ).toBeVisible();
    await page.goto('/books');
    await expect(page.getByRole('list', { name: 'Books' }).getByRole('link').first()).toBeVisible();
    await expectNoExtensionControls(page);

    await page.goto('/login');
    await fillLoginForm(page, DEMO_USER.email, DEMO_USER.password);
    await waitForPath(page, '/');
    await expect(
      page.getByRole('banner').getByRole('link', { name: /^Wallet balance:/ }),
    ).toBeVisible();

    await page.goto('/wallet');
    await expect(page.getByRole('heading', { name: 'Wallet Management' })).toBeVisible();
    await page.goto('/upload');
    await expect(page.getByRole('heading', { name: 'Upload Content', level: 1 })).toBeVisible();
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Your Account', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Notifications' })).toHaveCount(0);
    await expectNoExtensionControls(page);

    // An extension's page is no page here: it goes home, as any unknown path does.
    await page.goto('/following');
    await waitForPath(page, '/');
    expect(errors).toEqual([]);
  });
});
