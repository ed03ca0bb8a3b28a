import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PageActions } from './page-actions';

const row = (
  <PageActions>
    <button type="button">Share</button>
  </PageActions>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('PageActions', () => {
  it('comes from the server disabled and is enabled once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(row);
    document.body.append(container);
    expect(screen.getByRole('group')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();
    await act(async () => {
      root = hydrateRoot(container, row);
      await Promise.resolve();
    });
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
  });

  it('is enabled at once on a page the browser draws', () => {
    render(row);
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
  });
});
