import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../lib/testing/fetch-mock';
import { renderRoutes } from '../lib/testing/render-app';
import { Layout } from './layout';

const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/videos', element: <h1>Videos page</h1> },
      { path: '/video/:id', element: <h1>Video page</h1> },
    ],
  },
];

let scrollY = 0;
const scrollTo = vi.fn((x: number, y: number) => {
  scrollY = y;
});

beforeEach(() => {
  scrollY = 0;
  scrollTo.mockClear();
  sessionStorage.clear();
  vi.stubGlobal('scrollTo', scrollTo);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  mockFetch();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('layout scrolling', () => {
  it('starts a new page at the top and restores the list position on Back', async () => {
    const { router } = renderRoutes(routes, '/videos');
    await screen.findByRole('heading', { name: 'Videos page' });
    scrollY = 1800;

    await act(() => router.navigate('/video/1'));
    await screen.findByRole('heading', { name: 'Video page' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollY = 300;
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'Videos page' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1800);
  });
});
