import { act, screen } from '@testing-library/react';
import type * as ReactModule from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetClientConfig } from '../lib/api/config';
import { hydrate } from './boot';

// Whether React's startTransition is running its callback when hydrateRoot is called.
const calls = vi.hoisted(() => ({ inTransition: false, hydratedInTransition: [] as boolean[] }));

vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof ReactModule>();
  return {
    ...react,
    startTransition: (scope: () => void) => {
      calls.inTransition = true;
      try {
        react.startTransition(scope);
      } finally {
        calls.inTransition = false;
      }
    },
  };
});

vi.mock('react-dom/client', async (importOriginal) => {
  const client = await importOriginal<typeof ReactDomClient>();
  return {
    ...client,
    hydrateRoot: (...args: Parameters<typeof client.hydrateRoot>) => {
      calls.hydratedInTransition.push(calls.inTransition);
      return client.hydrateRoot(...args);
    },
  };
});

vi.mock('./app', () => ({ App: () => <p>the app</p>, createAppRouter: () => ({}) }));
vi.mock('./lazy-page', () => ({ preloadPage: () => Promise.resolve() }));

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  calls.hydratedInTransition = [];
  resetClientConfig();
});

describe('hydrate', () => {
  it('hydrates the server-rendered page as a transition, so the work yields to the browser', async () => {
    document.head.innerHTML =
      '<script type="application/json" id="inkreel-config">{"apiBaseUrl":"https://api.example.com"}</script>';
    const container = document.createElement('div');
    container.innerHTML = renderToString(<p>the app</p>);
    document.body.append(container);
    const server = screen.getByText('the app');
    const errors = vi.spyOn(console, 'error');

    await act(() => hydrate(container, { loaderData: {} }, () => expect.fail('no fallback root')));

    expect(calls.hydratedInTransition).toEqual([true]);
    // Hydrated in place: the server's element is kept, and React reported no mismatch.
    expect(screen.getByText('the app')).toBe(server);
    expect(errors).not.toHaveBeenCalled();
  });
});
