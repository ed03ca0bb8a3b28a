import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../lib/testing/fetch-mock';
import { renderRoutes } from '../lib/testing/render-app';
import { onlyLogs } from '../test/console';
import { routes } from './routes';

// The app's own route table, walked by a visitor (no stored session): where the guards and the
// redirects of routes.tsx land (docs/product.md, section 2). The guards' own cases are in
// guards.test.tsx; one guard is walked in a real browser by upload.e2e.ts.
// Every call answers 404: the pages' contents are not what these tests are about. A page that
// loads data logs its failure, and that is all anything may log.
onlyLogs('error', /^Failed to fetch /);
beforeEach(() => {
  localStorage.clear();
  mockFetch();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the route table, for a visitor', { timeout: 20_000 }, () => {
  it.each([
    ['/wallet', '/login'],
    ['/account', '/login'],
    ['/no/such/page', '/'],
  ])('sends %s to %s', async (from, to) => {
    const { router } = renderRoutes(routes, from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it('sends /payment/success to the home page, which confirms the payment', async () => {
    const { router } = renderRoutes(routes, '/payment/success');
    await waitFor(() => expect(router.state.location.search).toBe('?payment_success=true'));
    expect(router.state.location.pathname).toBe('/');
    expect(
      await screen.findByRole('dialog', { name: 'Payment Successful!' }, { timeout: 10_000 }),
    ).toBeVisible();
  });
});
