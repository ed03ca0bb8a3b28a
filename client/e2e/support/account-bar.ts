import { expect, type Locator, type Page } from '@playwright/test';

/*
 * The signed-in corner of the navigation bar. Which layout the bar picks depends on the room its
 * row has, and so on the fonts installed (use-navbar-fit.ts): at the same width the name is a link
 * beside Logout on one machine and a button with a menu (account page and Logout) on another.
 * Journeys that only need to reach the account page or sign out go through these helpers, so they
 * pass whichever layout fits; layout.e2e.ts and shell.e2e.ts test the layouts themselves.
 */

/** The name as shown in the bar: the link to the account page or the button of its menu. */
export function barName(page: Page, name: string): Locator {
  const banner = page.getByRole('banner');
  return banner
    .getByRole('link', { name: `${name}: Your account`, exact: true })
    .or(banner.getByRole('button', { name: `${name}: account and Logout`, exact: true }))
    .filter({ visible: true });
}

/** The grouped layout's name button, when that layout is the one shown. */
function groupedMenu(page: Page): Locator {
  return page
    .getByRole('banner')
    .getByRole('button', { name: /: account and Logout$/ })
    .filter({ visible: true });
}

/**
 * The bar settles on its layout once the balance is in: before, a row without it may fit the
 * roomier layout for a moment.
 */
async function settled(page: Page): Promise<void> {
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: /^Wallet balance:/ })
      .filter({ visible: true }),
  ).toBeVisible();
}

/**
 * Opens the account page from the name in the bar. Each try finds the name anew and ends on the
 * account page: the bar may still change layout after the balance is in (a font arriving), and
 * a click held on the element of the layout just left waits for it to show again, for ever (a
 * cross-origin run waited 180 s), or lands on the other layout's button, which opens its menu.
 */
export async function openAccountFromBar(page: Page, name: string): Promise<void> {
  await settled(page);
  await expect(async () => {
    const shown = barName(page, name);
    const expanded = await shown.getAttribute('aria-expanded', { timeout: 2_000 });
    if (expanded === null) {
      await shown.click({ timeout: 2_000 });
    } else {
      if (expanded !== 'true') await shown.click({ timeout: 2_000 });
      const panel = page.locator(`[id="${(await shown.getAttribute('aria-controls')) ?? ''}"]`);
      await panel.getByRole('link', { name: new RegExp(`^${name}`) }).click({ timeout: 2_000 });
    }
    await expect(page).toHaveURL(/\/account$/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Logout, beside the name or inside its menu. */
export async function logoutButton(page: Page): Promise<Locator> {
  await settled(page);
  const banner = page.getByRole('banner');
  // Exact: the name's button is called "…: account and Logout".
  const beside = banner
    .getByRole('button', { name: 'Logout', exact: true })
    .filter({ visible: true });
  const menu = groupedMenu(page);
  await expect(beside.or(menu).first()).toBeVisible();
  if (await beside.isVisible()) return beside;
  await menu.click();
  const panel = page.locator(`[id="${(await menu.getAttribute('aria-controls')) ?? ''}"]`);
  return panel.getByRole('button', { name: 'Logout' });
}

/** Signs out from the bar and waits for Sign In to take the name's place. */
export async function logoutFromBar(page: Page): Promise<void> {
  await (await logoutButton(page)).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Sign In' }).filter({ visible: true }),
  ).toBeVisible();
}
