// lib/testing: helpers for tests only: a fetch mock, the app rendered, fake caches and media.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, createStaticHandler, Outlet, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { readThrough, type ProviderReply } from '../api/read-through';
import { HandOver, seedHandedReplies } from '../page/hand-over';
import { pageLoader, type PageArgs, type PagePlan } from '../page/page-data';
import { serverLoaderContext } from '../page/read-page';

/** What the web server's loader of `plan` gives at `path`, over a provider answering by path. */
export async function loadOnServer(
  plan: (args: PageArgs) => PagePlan,
  pattern: string,
  path: string,
  provider: Record<string, ProviderReply>,
): Promise<Record<string, unknown>> {
  const handler = createStaticHandler([{ id: 'page', path: pattern, loader: pageLoader(plan) }]);
  const read = (url: string) => Promise.resolve(provider[new URL(url, 'http://x').pathname]);
  const context = await handler.query(new Request(`http://localhost${path}`), {
    requestContext: serverLoaderContext(readThrough(read)),
  });
  if (context instanceof Response || context.errors) throw new Error(`No page data at ${path}`);
  const data = context.loaderData.page as { replies?: Record<string, unknown> } | null;
  if (!data?.replies) throw new Error(`No replies at ${path}`);
  return data.replies;
}

/**
 * `element` at `path` as the browser hydrates a server-rendered page: its route's loader data is
 * the server's `replies`, put in a fresh SWR cache before it renders as `hydrate` (app/boot.tsx)
 * does, and handed to SWR as its fallback (lib/page/hand-over.tsx).
 */
export function renderHydrated(
  element: ReactNode,
  pattern: string,
  path: string,
  replies: Record<string, unknown>,
) {
  const hydrationData = { loaderData: { page: { replies } } };
  const router = createMemoryRouter(
    [
      {
        element: (
          <HandOver>
            <Outlet />
          </HandOver>
        ),
        children: [
          { id: 'page', path: pattern, loader: () => null, element },
          { path: '*', element: <p>Elsewhere</p> },
        ],
      },
    ],
    { initialEntries: [path], hydrationData },
  );
  const cache = new Map();
  seedHandedReplies(hydrationData, cache);
  const view = render(
    <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { ...view, router };
}
