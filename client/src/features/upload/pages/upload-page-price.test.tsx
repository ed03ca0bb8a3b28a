import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on } from '../../../lib/testing/fetch-mock';
import { renderUploadPage } from '../test/render-upload-page';

// The page with its real price line (upload-page.test.tsx stands one in, to count an upload's
// requests): the line follows the type the user picks, each with its own balance check.
const PRICES = { video: 10, audio: 5, poem: 0 };

beforeEach(() => {
  localStorage.setItem('token', 'test-token');
  mockFetch(
    ...Object.entries(PRICES).map(([type, requiredAmount]) =>
      on('GET', `/api/content/check-balance/${type}`, {
        body: { sufficient: true, requiredAmount, balance: 12 },
      }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UploadPage price line', () => {
  it('says what an upload of the chosen type costs, with the balance beside it', async () => {
    renderUploadPage();
    const line = () => screen.getByTestId('upload-price');
    await waitFor(() => expect(line()).toHaveTextContent('Uploading a video costs 10.00 credits'));
    expect(line()).toHaveTextContent('Your balance: 12.00 credits');
    await userEvent.click(screen.getByRole('radio', { name: 'Audio' }));
    await waitFor(() =>
      expect(line()).toHaveTextContent('Uploading an audio track costs 5.00 credits'),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Poem' }));
    await waitFor(() => expect(line()).toHaveTextContent('Publishing a poem is free'));
  });
});
