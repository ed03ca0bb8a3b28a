import type { Page } from '@playwright/test';

/** Fills the register form by its labels and submits it. */
export async function fillRegisterForm(
  page: Page,
  values: { name: string; email: string; password: string; confirm: string },
): Promise<void> {
  await page.getByLabel('Full Name').fill(values.name);
  await page.getByLabel('Email', { exact: true }).fill(values.email);
  await page.getByLabel('Password', { exact: true }).fill(values.password);
  await page.getByLabel('Confirm Password').fill(values.confirm);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/**
 * Fills the sign-in form by its labels and submits it. The labels are matched exactly: just after
 * a navigation the page before may still be showing, and "Email Verified!" labels a section there.
 */
export async function fillLoginForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The path of a link the mock provider mailed (its host is whatever PUBLIC_URL says). */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Waits until the page's path (without query) is `path`. */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}
