import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import useSWR, { SWRConfig, useSWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { HandOver, seedHandedReplies } from './hand-over';

const KEY = '/api/things/1';

function Thing({ fetcher }: { fetcher: () => Promise<{ name: string }> }) {
  const { data, isLoading } = useSWR(KEY, fetcher);
  const { cache } = useSWRConfig();
  return (
    <>
      <p>{isLoading ? 'Loading' : (data?.name ?? 'none')}</p>
      <p data-testid="cached">{JSON.stringify(cache.get(KEY)?.data ?? null)}</p>
      <Link to="/other">Other</Link>
    </>
  );
}

/** The app's tree around a route whose loader handed `replies` over, as a hydrated page has it. */
function renderHanded(replies: Record<string, unknown> | null) {
  const fetcher = vi.fn(() => Promise.resolve({ name: 'fetched' }));
  const hydrationData = { loaderData: { thing: replies ? { replies } : null } };
  const router = createMemoryRouter(
    [
      {
        element: (
          <HandOver>
            <Outlet />
          </HandOver>
        ),
        children: [
          { id: 'thing', path: '/', loader: () => null, element: <Thing fetcher={fetcher} /> },
          { id: 'other', path: '/other', loader: () => null, element: <Link to="/">Back</Link> },
        ],
      },
    ],
    { hydrationData },
  );
  // As app/boot.tsx hydrates: the replies are in the cache before anything renders.
  const cache = new Map();
  seedHandedReplies(hydrationData, cache);
  render(
    <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { fetcher, router };
}

describe('HandOver', () => {
  it('renders with the handed-over reply at once, asks for nothing, and keeps it in the cache', async () => {
    const { fetcher } = renderHanded({ [KEY]: { name: 'handed' } });
    expect(screen.getByText('handed')).toBeInTheDocument();
    expect(screen.getByTestId('cached')).toHaveTextContent('{"name":"handed"}');
    // Past the frame in which SWR would revalidate stale data.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('lets the page revalidate as usual once the visitor has moved on', async () => {
    const { fetcher, router } = renderHanded({ [KEY]: { name: 'handed' } });
    await act(() => router.navigate('/other'));
    await act(() => router.navigate('/'));
    expect(await screen.findByText('fetched')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('leaves a page that came with nothing to fetch its own data', async () => {
    const { fetcher } = renderHanded(null);
    expect(await screen.findByText('fetched')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('hydrates a reader of a handed key once: nothing written after it makes it draw again', async () => {
    // A key no other test wrote: SWR remembers, per key and for the whole module, what its cache
    // held before the first write, and hydrates a hook with that.
    const key = '/api/things/hydrated';
    const replies = { [key]: { name: 'handed' } };
    const hydrationData = { loaderData: { thing: { replies } } };
    const drawn = vi.fn();
    function Reader() {
      const { data } = useSWR<{ name: string }>(key, () => Promise.resolve({ name: 'fetched' }));
      drawn(data?.name);
      return <p>{data?.name}</p>;
    }
    const page = (cache: Map<string, unknown>) => {
      const router = createMemoryRouter(
        [
          {
            element: (
              <HandOver>
                <Outlet />
              </HandOver>
            ),
            children: [{ id: 'thing', path: '/', loader: () => null, element: <Reader /> }],
          },
        ],
        { hydrationData },
      );
      return (
        <SWRConfig value={{ provider: () => cache as never, dedupingInterval: 0 }}>
          <RouterProvider router={router} />
        </SWRConfig>
      );
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(new Map()));
    document.body.append(container);
    drawn.mockClear();
    const cache = new Map<string, unknown>();
    seedHandedReplies(hydrationData, cache as never);
    const root = await act(() => hydrateRoot(container, page(cache)));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container).toHaveTextContent('handed');
    expect(drawn.mock.calls).toEqual([['handed']]);
    act(() => root.unmount());
    container.remove();
  });
});
