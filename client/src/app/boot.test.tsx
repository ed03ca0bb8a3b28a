import { act, screen } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetClientConfig } from '../lib/api/config';
import { boot } from './boot';

vi.mock('./app', () => ({ App: () => <p>the app</p>, createAppRouter: () => ({}) }));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  resetClientConfig();
  vi.restoreAllMocks();
});

function start(json: string) {
  const doc = document.implementation.createHTMLDocument('test');
  doc.head.innerHTML = `<script type="application/json" id="inkreel-config">${json}</script>`;
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => boot(root as Root, doc));
}

describe('boot', () => {
  it('renders the app when the configuration is valid', () => {
    start('{"apiBaseUrl":"https://api.example.com"}');
    expect(screen.getByText('the app')).toBeInTheDocument();
  });

  it('shows a readable page naming a malformed provider origin instead of a blank screen', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    start('{"apiBaseUrl":"ftp://api.example.com"}');
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
    const alert = await screen.findByRole('alert', { name: 'Inkreel cannot start' });
    expect(alert).toHaveTextContent(
      'apiBaseUrl: "ftp://api.example.com" is not an origin: expected http(s)://host[:port] with no path',
    );
    expect(alert).toHaveTextContent('set API_BASE_URL');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('ftp://api.example.com'));
  });
});
