import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentType } from '@inkreel/shared';
import { mockFetch, on, type MockReply } from '../../../lib/testing/fetch-mock';
import { UploadPrice } from './upload-price';

afterEach(() => {
  vi.unstubAllGlobals();
});

function showPrice(type: ContentType, reply: MockReply) {
  const { calls } = mockFetch(on('GET', `/api/content/check-balance/${type}`, reply));
  const router = createMemoryRouter([{ path: '/', element: <UploadPrice type={type} /> }]);
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return calls;
}

describe('UploadPrice', () => {
  it("shows the chosen type's price and the balance from the balance check", async () => {
    const calls = showPrice('video', {
      body: { sufficient: true, requiredAmount: 10, balance: 100 },
    });
    const line = await screen.findByTestId('upload-price');
    expect(line).toHaveTextContent('Uploading a video costs 10.00 credits');
    expect(line).toHaveTextContent('Your balance: 100.00 credits');
    expect(calls[0]?.url).toContain('/api/content/check-balance/video');
  });

  it('reads the price from a 402 refusal too, and says the balance is not enough', async () => {
    showPrice('audio', {
      status: 402,
      body: { code: 'INSUFFICIENT_BALANCE', message: 'No', requiredAmount: 5, balance: 2.5 },
    });
    const line = await screen.findByTestId('upload-price');
    expect(line).toHaveTextContent('Uploading an audio track costs 5.00 credits');
    expect(line).toHaveTextContent('Your balance: 2.50 credits (not enough, add funds)');
    expect(screen.getByRole('link', { name: 'add funds' })).toHaveAttribute('href', '/wallet');
  });

  it('says a free type is free', async () => {
    showPrice('poem', { body: { sufficient: true, requiredAmount: 0, balance: 3 } });
    expect(await screen.findByTestId('upload-price')).toHaveTextContent(
      'Publishing a poem is free',
    );
  });

  it('shows nothing when the provider does not say (any other failure)', async () => {
    showPrice('book', { status: 500, body: { code: 'INTERNAL', message: 'Down' } });
    await screen.findByText('Checking the price…');
    await vi.waitFor(() => expect(screen.queryByText('Checking the price…')).toBeNull());
    expect(screen.queryByTestId('upload-price')).toBeNull();
  });
});
