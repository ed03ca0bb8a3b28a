import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import type { ExtensionFeature } from '@inkreel/shared';
import { EXTENSIONS_KEY } from '../../../lib/api/extensions';
import type { vi } from 'vitest';
import { UploadPage } from '../pages/upload-page';

/**
 * The upload page in a memory router with a /wallet stop (and any other), and a fresh SWR cache
 * in which the provider offers `extensions` (none by default, asked for by no request).
 */
export function renderUploadPage(extra?: React.ReactNode, extensions: ExtensionFeature[] = []) {
  const router = createMemoryRouter(
    [
      {
        path: '/upload',
        element: (
          <>
            <UploadPage />
            {extra}
          </>
        ),
      },
      { path: '/wallet', element: <h1>Wallet page</h1> },
      // Where a link leads (the new item's page, say): the tests read the router's location.
      { path: '*', element: <h1>Another page</h1> },
    ],
    { initialEntries: ['/upload'] },
  );
  const view = render(
    <SWRConfig
      value={{
        provider: () => new Map(),
        dedupingInterval: 0,
        fallback: { [EXTENSIONS_KEY]: { extensions } },
      }}
    >
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { ...view, router };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * fetch for tests that count and order an upload's requests: the extension features lookup
 * (asked once a file is chosen) answers as a provider without any, and the rest reach `mock`.
 */
const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

export function withoutExtensions(mock: ReturnType<typeof vi.fn>) {
  return (input: RequestInfo | URL, init?: RequestInit): unknown =>
    new URL(urlOf(input), 'http://localhost').pathname === '/api/extensions'
      ? Promise.resolve(jsonResponse(404, { code: 'NOT_FOUND', message: 'No such call' }))
      : Reflect.apply(mock, undefined, [input, init]);
}
