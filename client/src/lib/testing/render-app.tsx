// lib/testing: helpers for tests only: a fetch mock, the app rendered, fake caches and media.
import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { SWRConfig } from 'swr';
import { AuthProvider } from '../session/auth-context';
import { ThemeProvider } from '../theme/theme-context';

/** Stores a signed-in session the way the client does (docs/product.md section 3). */
export function storeSession(
  user: { isEmailVerified: boolean; [key: string]: unknown },
  token = 'test-token',
) {
  localStorage.setItem(
    'auth_data',
    JSON.stringify({ user, token, tokenExpiry: Date.now() + 3_600_000 }),
  );
  localStorage.setItem('token', token);
}

export function TestProviders({ children }: { children: ReactNode }) {
  return (
    // A fresh cache per test, no deduping, and no retries, so every test sees its own fetches.
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <ThemeProvider>
        <AuthProvider>{children}</AuthProvider>
      </ThemeProvider>
    </SWRConfig>
  );
}

/** Renders routes inside the app's providers at `path`, optionally in StrictMode. */
export function renderRoutes(
  routes: RouteObject[],
  path: string | { pathname: string; state: unknown },
  options: { strict?: boolean } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const tree = (
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>
  );
  const view = render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...view, router };
}
