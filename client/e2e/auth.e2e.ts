import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestVerificationLink, uniqueEmail } from './support/accounts';
import { fillLoginForm, fillRegisterForm, pathOf, waitForPath } from './support/app-pages';
import { launchBrowser, newPage } from './support/browser';

describe('session journeys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('register -> pending -> verify -> login -> signed-in navigation with name and balance', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('journey');
    const password = 'journey-password-1';
    await page.goto('/register');
    await fillRegisterForm(page, { name: 'Journey Tester', email, password, confirm: password });

    const notice = page.getByRole('status').filter({ hasText: /verif/i });
    await notice.waitFor();
    await page.getByRole('button', { name: 'Registration Successful' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await waitForPath(page, '/verification-pending');
    await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
    await page.getByText(email).waitFor();

    await page.goto(pathOf(await latestVerificationLink(email)));
    await page.getByRole('heading', { name: 'Email Verified!' }).waitFor();
    await page.getByRole('button', { name: 'Go to Login' }).click();
    await waitForPath(page, '/login');
    expect(await page.evaluate(() => sessionStorage.getItem('pendingVerification'))).toBeNull();

    await fillLoginForm(page, email, password);
    await waitForPath(page, '/');
    const nav = page.getByRole('banner');
    await nav.getByText('Journey Tester').waitFor();
    await nav.getByRole('link', { name: 'Wallet balance: 0 credits' }).waitFor();
    await nav.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Sign In' }).count()).toBe(0);

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth_data') ?? '{}'));
    expect(stored.user.email).toBe(email);
    expect(typeof stored.tokenExpiry).toBe('number');

    await nav.getByRole('button', { name: 'Logout' }).click();
    await nav.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('keeps an unverified user at /verification-pending', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('unverified');
    await page.goto('/register');
    await fillRegisterForm(page, {
      name: 'Not Yet',
      email,
      password: 'unverified-pw-1',
      confirm: 'unverified-pw-1',
    });
    await waitForPath(page, '/verification-pending');
    await page.goto('/login');
    await fillLoginForm(page, email, 'unverified-pw-1');
    await waitForPath(page, '/verification-pending');
    await page.goto('/videos');
    await waitForPath(page, '/verification-pending');
    // Registration's e-mail went out moments ago: the provider keeps the 60 s cooldown too.
    await page.getByRole('button', { name: 'Resend Verification Email' }).click();
    await page
      .getByRole('alert')
      .getByText(/^Please wait \d+ seconds before requesting another email$/)
      .waitFor();
    await page.getByText(/^You can request another email in \d+ s\.$/).waitFor();
    expect(await page.getByRole('button', { name: 'Resend Verification Email' }).isDisabled()).toBe(
      true,
    );
    await context.close();
  });

  it('shows "Invalid email or password" for a wrong password', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await fillLoginForm(page, 'demo@example.com', 'not-the-password');
    await page.getByRole('alert').getByText('Invalid email or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('shows "Passwords do not match" for a mismatched confirmation', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/register');
    await fillRegisterForm(page, {
      name: 'Mismatch',
      email: uniqueEmail('mismatch'),
      password: 'first-password',
      confirm: 'second-password',
    });
    await page.getByText('Passwords do not match').waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
    await context.close();
  });

  it('sends a visitor from /upload to /login and back to /upload after signing in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/upload');
    await waitForPath(page, '/login');
    await fillLoginForm(page, 'demo@example.com', 'demo-password');
    await waitForPath(page, '/upload');
    await context.close();
  });

  it('can be used with the keyboard alone', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Email').focus();
    await page.keyboard.type('demo@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('demo-password');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/');
    await page.getByRole('banner').getByText('Demo User').waitFor();
    await context.close();
  });
});
