import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on, TEST_USER } from '../lib/testing/fetch-mock';
import { storeSession, TestProviders } from '../lib/testing/render-app';
import { setProviderUnreachable } from '../lib/session/provider-reach';
import { OfflineBanner } from '../pwa/offline-banner';
import { ProviderBanner } from './provider-banner';

const BANNER = /Inkreel cannot be reached right now\. You are still signed in/;

function renderBanners() {
  return render(
    <TestProviders>
      <OfflineBanner />
      <ProviderBanner />
    </TestProviders>,
  );
}

describe('ProviderBanner (issue 32, item 5)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setProviderUnreachable(false);
  });

  it('says the provider cannot be reached while a kept session waits for it', async () => {
    storeSession(TEST_USER);
    mockFetch(on('GET', '/api/auth/status', { status: 503, body: { message: 'Down' } }));
    renderBanners();
    expect(await screen.findByText(BANNER)).toHaveTextContent(
      'uploads and deposits will be back once it answers',
    );
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it('stands beside the offline banner when the browser knows it is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    storeSession(TEST_USER);
    mockFetch(on('GET', '/api/auth/status', { networkError: true }));
    renderBanners();
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    expect(screen.getByText(/You are offline\. Saved videos/)).toBeInTheDocument();
  });

  it('shows nothing to a visitor', () => {
    mockFetch();
    renderBanners();
    act(() => setProviderUnreachable(true));
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });

  it('goes once a check is answered', async () => {
    storeSession(TEST_USER);
    setProviderUnreachable(true);
    mockFetch(on('GET', '/api/auth/status', { body: TEST_USER }));
    renderBanners();
    await waitFor(() => expect(screen.queryByText(BANNER)).not.toBeInTheDocument());
  });
});
