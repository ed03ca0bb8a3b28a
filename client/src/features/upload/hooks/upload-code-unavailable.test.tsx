import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../test/fake-xhr';
import { jsonResponse, renderUploadPage, withoutExtensions } from '../test/render-upload-page';

// The sending code of a file upload loads when the form is sent: here it cannot (offline without
// the service worker's copy, or a release that replaced the file).
vi.mock('./file-upload-flow', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('../api/use-upload-price', () => ({
  uploadPriceKey: (type: string) => ['upload-price', type],
  useUploadPrice: () => ({ data: undefined, isLoading: false }),
}));

beforeEach(() => {
  localStorage.setItem('token', 'jwt-token');
  FakeXhr.instances = [];
  vi.stubGlobal(
    'fetch',
    withoutExtensions(
      vi
        .fn()
        .mockResolvedValue(
          jsonResponse(200, { sufficient: true, requiredAmount: 10, balance: 50 }),
        ),
    ),
  );
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a file upload whose sending code does not load', () => {
  it('says so as a lost connection would, sends nothing and lets the user try again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderUploadPage();
    await user.type(screen.getByLabelText('Title'), 'Trip');
    await user.type(screen.getByLabelText('Description'), 'Our trip');
    await user.type(screen.getByLabelText('Tags'), 'travel');
    fireEvent.change(screen.getByLabelText('Drop your video here or click to browse'), {
      target: { files: [new File([new Uint8Array(1000)], 'trip.mp4', { type: 'video/mp4' })] },
    });
    await user.click(screen.getByRole('button', { name: 'Upload Content' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Network error occurred');
    expect(screen.getByRole('button', { name: 'Upload Content' })).toBeEnabled();
    expect(FakeXhr.instances).toHaveLength(0);
    expect(error).toHaveBeenCalledWith('Upload failed: its code did not load', expect.anything());
  });
});
