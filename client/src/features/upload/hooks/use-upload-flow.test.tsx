import { FILE_SIZE_HEADER } from '@inkreel/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import useSWR from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, FakeXhr } from '../test/fake-xhr';
import { jsonResponse, renderUploadPage, withoutExtensions } from '../test/render-upload-page';

// These tests count and order every request of an upload; the price line's own balance check
// (tested in upload-price.test.tsx) stays out of them.
vi.mock('../api/use-upload-price', () => ({
  uploadPriceKey: (type: string) => ['upload-price', type],
  useUploadPrice: () => ({ data: undefined, isLoading: false }),
}));

const socketState = vi.hoisted((): { socket: unknown; options: unknown } => ({
  socket: null,
  options: null,
}));
vi.mock('socket.io-client', () => ({
  io: (options: unknown) => {
    socketState.options = options;
    const socket = socketState.socket as FakeSocket;
    // The server accepts the handshake on the next tick, as a real one would.
    setTimeout(() => socket.fire(socket.id ? 'connect' : 'connect_error', new Error('refused')), 0);
    return socket;
  },
}));

const video = {
  _id: 'b'.repeat(24),
  title: 'Trip',
  description: 'Our trip',
  tags: ['travel'],
  views: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  videoUrl: '/media/trip.mp4',
  uploadedBy: { name: 'Demo' },
};

let fetchMock: ReturnType<typeof vi.fn>;
let balanceFetches = 0;

/** Mounted beside the page: the navbar's balance hook, keyed by buildUrl(walletCalls.balance). */
function BalanceWatcher() {
  useSWR('/api/wallet/balance', () => {
    balanceFetches += 1;
    return balanceFetches;
  });
  return null;
}

beforeEach(() => {
  localStorage.setItem('token', 'jwt-token');
  FakeXhr.instances = [];
  balanceFetches = 0;
  socketState.socket = new FakeSocket();
  fetchMock = vi
    .fn()
    .mockResolvedValue(jsonResponse(200, { sufficient: true, requiredAmount: 10, balance: 50 }));
  vi.stubGlobal('fetch', withoutExtensions(fetchMock));
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fillVideo() {
  const user = userEvent.setup();
  renderUploadPage(<BalanceWatcher />);
  await user.type(screen.getByLabelText('Title'), 'Trip');
  await user.type(screen.getByLabelText('Description'), 'Our trip');
  await user.type(screen.getByLabelText('Tags'), 'travel');
  fireEvent.change(screen.getByLabelText('Drop your video here or click to browse'), {
    target: { files: [new File([new Uint8Array(1000)], 'trip.mp4', { type: 'video/mp4' })] },
  });
  await user.click(screen.getByRole('button', { name: 'Upload Content' }));
  return user;
}

const bar = () => screen.getByRole('progressbar', { name: 'Upload progress' });

describe('video upload with realtime progress', { timeout: 15_000 }, () => {
  it('checks the balance, sends the socket id, and waits for uploadComplete at 100%', async () => {
    await fillVideo();
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.latest();
    const socket = socketState.socket as FakeSocket;

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/content/check-balance/video');
    expect(socketState.options).toMatchObject({
      path: '/socket.io',
      auth: { token: 'jwt-token' },
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20000,
    });
    expect(xhr.url).toBe('/api/videos/upload?socketId=socket-123');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toMatchObject({
      Authorization: 'Bearer jwt-token',
      [FILE_SIZE_HEADER]: '1000',
    });
    const body = xhr.body as FormData;
    expect([...body.keys()]).toEqual(['title', 'description', 'tags', 'video', 'fileSize']);
    expect(body.get('fileSize')).toBe('1000');
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();

    act(() => xhr.progress(500, 1000));
    expect(bar()).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Uploading your content...')).toBeInTheDocument();
    expect(screen.getByText('About 10 seconds remaining')).toBeInTheDocument();

    act(() => socket.fire('uploadProgress', { uploadedBytes: 300, totalBytes: 1000 }));
    expect(bar()).toHaveAttribute('aria-valuenow', '50');
    act(() => socket.fire('uploadProgress', { progress: 80 }));
    expect(bar()).toHaveAttribute('aria-valuenow', '80');

    // The browser has sent everything (into a proxy's or the network's buffers, say), but the
    // provider has counted only part of it: the upload is not complete yet.
    act(() => xhr.progress(1000, 1000));
    act(() => xhr.sent());
    expect(screen.getByText('Uploading your content...')).toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '80');
    act(() => socket.fire('uploadProgress', { uploadedBytes: 900, totalBytes: 1000 }));
    expect(bar()).toHaveAttribute('aria-valuenow', '90');
    act(() => socket.fire('uploadProgress', { uploadedBytes: 1000, totalBytes: 1000 }));
    expect(screen.getByText('Upload complete! Processing on server...')).toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    act(() => xhr.respond(201, { message: 'ok', video }));
    // Let the flow handle the reply (its promise callbacks) before checking it still waits.
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText('Upload complete! Processing on server...')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const before = balanceFetches;
    act(() => socket.fire('uploadComplete', { video }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Successful!' });
    expect(screen.getByText('Upload complete! Your content is now available.')).toBeInTheDocument();
    expect(socket.disconnected).toBe(true);
    await vi.waitFor(() => expect(balanceFetches).toBeGreaterThan(before));

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByText('Ready to upload')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('completes with the HTTP reply when no realtime connection comes up', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    (socketState.socket as FakeSocket).id = undefined;
    await fillVideo();
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.latest();
    expect(xhr.url).toBe('/api/videos/upload');
    act(() => xhr.sent());
    expect(screen.getByText('Uploading your content...')).toBeInTheDocument();
    expect(
      await screen.findByText(
        /^Processing status is unavailable: the live connection to the server/,
      ),
    ).toBeInTheDocument();
    act(() => xhr.respond(201, { message: 'ok', video }));
    expect(await screen.findByRole('dialog', { name: 'Upload Successful!' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/Processing status is unavailable/)).toBeNull();
    expect(warned).toHaveBeenCalledWith(
      'Realtime connection failed; uploading without progress events',
      expect.any(Error),
    );
  });

  it('says processing status is unavailable when the connection drops during processing', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // A provider without GET /api/uploads/{id}: the 201 completes the upload, as before.
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          url.includes('/api/uploads/')
            ? jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' })
            : jsonResponse(200, { sufficient: true, requiredAmount: 10, balance: 50 }),
        ),
      ),
    );
    await fillVideo();
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(screen.queryByText(/Processing status is unavailable/)).toBeNull();
    const xhr = FakeXhr.latest();
    act(() => xhr.sent());
    act(() => (socketState.socket as FakeSocket).fire('disconnect'));
    expect(await screen.findByText(/Processing status is unavailable/)).toBeInTheDocument();
    act(() => xhr.respond(201, { message: 'ok', video }));
    expect(await screen.findByRole('dialog', { name: 'Upload Successful!' })).toBeInTheDocument();
    expect(warned).toHaveBeenCalledWith(
      'Upload stage unavailable; waiting for the events',
      expect.objectContaining({ status: 404, code: 'NOT_FOUND' }),
    );
  });

  it('goes ahead when the balance check fails for another reason', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(jsonResponse(500, { code: 'INTERNAL_ERROR', message: 'boom' }));
    await fillVideo();
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(warned).toHaveBeenCalledWith(
      'Balance check failed; continuing with the upload',
      expect.objectContaining({ status: 500, code: 'INTERNAL_ERROR' }),
    );
  });

  it('sets the error state on uploadError and shows the reason', async () => {
    await fillVideo();
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.latest();
    const before = balanceFetches;
    act(() => (socketState.socket as FakeSocket).fire('uploadError', { error: 'Corrupt file' }));
    expect(
      screen.getByText('An error occurred during upload. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Processing failed: Corrupt file');
    expect(xhr.aborted).toBe(true);
    expect(screen.getByRole('button', { name: 'Upload Content' })).toBeEnabled();
    // The provider refunds a failed processing step: the balance is read again to show it.
    await vi.waitFor(() => expect(balanceFetches).toBeGreaterThan(before));
  });

  it('shows the server message of a failed upload, e.g. 415', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await fillVideo();
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    act(() =>
      FakeXhr.latest().respond(415, {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'The video file is not a video',
      }),
    );
    expect(await screen.findByText('The video file is not a video')).toBeInTheDocument();
    expect(
      screen.getByText('An error occurred during upload. Please try again.'),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'Upload failed',
      expect.objectContaining({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' }),
    );
  });

  it('checks the 201 reply with the upload contract and fails on a reply without the video', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    (socketState.socket as FakeSocket).id = undefined;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined); // no realtime connection
    await fillVideo();
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    act(() => FakeXhr.latest().respond(201, { message: 'ok' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unexpected reply from /api/videos/upload',
    );
    expect(screen.queryByRole('dialog', { name: 'Upload Successful!' })).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'Upload failed',
      expect.objectContaining({ message: expect.stringContaining('Unexpected reply') as string }),
    );
  });

  it('opens Insufficient Balance on a 403 upload and resets the status', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await fillVideo();
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    act(() => FakeXhr.latest().progress(200, 1000));
    act(() =>
      FakeXhr.latest().respond(403, {
        code: 'INSUFFICIENT_BALANCE',
        message: 'Insufficient balance',
        requiredAmount: 10,
        balance: 4,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Balance' });
    expect(dialog).toHaveTextContent('Amount needed6.00 credits');
    expect(screen.getByText('Ready to upload')).toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    expect(logged).toHaveBeenCalledWith(
      'Upload failed',
      expect.objectContaining({ status: 403, code: 'INSUFFICIENT_BALANCE' }),
    );
  });
});
