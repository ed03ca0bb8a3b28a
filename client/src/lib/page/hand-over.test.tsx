import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import useSWR, { SWRConfig, useSWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { HandOver } from './hand-over';

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
    { hydrationData: { loaderData: { thing: replies ? { replies } : null } } },
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
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
});
