import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlyLogs } from '../../../test/console';
import { FakeSocket, FakeXhr } from '../test/fake-xhr';
import { jsonResponse, renderUploadPage, withoutExtensions } from '../test/render-upload-page';

vi.mock('../api/use-upload-price', () => ({
  uploadPriceKey: (type: string) => ['upload-price', type],
  useUploadPrice: () => ({ data: undefined, isLoading: false }),
}));

const socketState = vi.hoisted((): { socket: unknown } => ({ socket: null }));
vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = socketState.socket as FakeSocket;
    setTimeout(() => socket.fire(socket.id ? 'connect' : 'connect_error', new Error('refused')), 0);
    return socket;
  },
}));

const video = {
  _id: 'c'.repeat(24),
  title: 'Trip',
  description: 'Our trip',
  tags: ['travel'],
  views: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  videoUrl: '/media/trip.mp4',
  uploadedBy: { name: 'Demo' },
};
let fetchMock: ReturnType<typeof vi.fn>;
const balanceChecks = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/check-balance/')).length;
const socket = () => socketState.socket as FakeSocket;
const stages = () => within(screen.getByRole('list', { name: 'Upload stages' }));
const stageItem = (label: string) =>
  stages()
    .getAllByRole('listitem')
    .find((li) =>
      within(li).queryByText(label, { selector: '.upload-stage-label' }),
    ) as HTMLElement;

// A failed upload logs why; nothing else may be logged.
onlyLogs('error', /^Upload failed$/);
beforeEach(() => {
  localStorage.setItem('token', 'jwt-token');
  FakeXhr.instances = [];
  socketState.socket = new FakeSocket();
  fetchMock = vi.fn(() =>
    Promise.resolve(jsonResponse(200, { sufficient: true, requiredAmount: 10, balance: 50 })),
  );
  vi.stubGlobal('fetch', withoutExtensions(fetchMock));
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function uploadVideo() {
  const user = userEvent.setup();
  renderUploadPage();
  await user.type(screen.getByLabelText('Title'), 'Trip');
  await user.type(screen.getByLabelText('Description'), 'Our trip');
  await user.type(screen.getByLabelText('Tags'), 'travel');
  fireEvent.change(screen.getByLabelText('Drop your video here or click to browse'), {
    target: { files: [new File([new Uint8Array(2048)], 'trip.mp4', { type: 'video/mp4' })] },
  });
  await user.click(screen.getByRole('button', { name: 'Upload Content' }));
  await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
  return user;
}

describe('upload timeline', () => {
  it("counts the request's bytes (the file, the fields and the boundaries) as the file's", async () => {
    await uploadVideo();
    const xhr = FakeXhr.latest();
    // The 2 KB file travels in a 2,200-byte multipart body.
    act(() => xhr.progress(1100, 2200));
    expect(stageItem('Uploading')).toHaveTextContent('1 KB of 2 KB · 50%');
    // The provider's count of the same body, likewise.
    act(() => socket().fire('uploadProgress', { uploadedBytes: 1650, totalBytes: 2200 }));
    expect(stageItem('Uploading')).toHaveTextContent('1.5 KB of 2 KB · 75%');
    act(() => socket().fire('uploadProgress', { uploadedBytes: 2200, totalBytes: 2200 }));
    expect(stageItem('Uploading')).toHaveTextContent(/^Uploadingdone2 KB sent at /);
  });

  it('counts a video sent with its thumbnail against the video alone, the size shown beside it', async () => {
    const user = userEvent.setup();
    renderUploadPage();
    await user.type(screen.getByLabelText('Title'), 'Trip');
    await user.type(screen.getByLabelText('Description'), 'Our trip');
    await user.type(screen.getByLabelText('Tags'), 'travel');
    fireEvent.change(screen.getByLabelText('Drop your video here or click to browse'), {
      target: { files: [new File([new Uint8Array(2048)], 'trip.mp4', { type: 'video/mp4' })] },
    });
    fireEvent.change(screen.getByLabelText('Video Thumbnail (Optional)'), {
      target: { files: [new File([new Uint8Array(512)], 'trip.png', { type: 'image/png' })] },
    });
    await user.click(screen.getByRole('button', { name: 'Upload Content' }));
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    // 2 KB of video and 0.5 KB of thumbnail in a 2,800-byte body: half of it is half the video.
    act(() => FakeXhr.latest().progress(1400, 2800));
    expect(stageItem('Uploading')).toHaveTextContent('1 KB of 2 KB · 50%');
  });

  it('lists the stages with bytes, the provider step names, and a link to the new video', async () => {
    await uploadVideo();
    const xhr = FakeXhr.latest();
    act(() => xhr.progress(1024, 2048));
    expect(stageItem('Uploading')).toHaveTextContent('in progress');
    expect(stageItem('Uploading')).toHaveTextContent('1 KB of 2 KB · 50%');
    expect(stageItem('Processing')).toHaveTextContent('not started');
    // The docs/product.md hint stays as it was.
    expect(screen.getByText('About 10 seconds remaining')).toBeInTheDocument();

    act(() => xhr.sent());
    act(() =>
      socket().fire('uploadProgress', { progress: 0, stage: 'Checking the video container' }),
    );
    act(() =>
      socket().fire('uploadProgress', { progress: 50, stage: 'Reading the video structure' }),
    );
    expect(stageItem('Uploading')).toHaveTextContent('done');
    expect(stageItem('Uploading')).toHaveTextContent('2 KB sent');
    const steps = within(stageItem('Processing')).getByRole('list', { name: 'Processing steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Checking the video container', 'Reading the video structure (current step)']);
    expect(stageItem('Processing')).toHaveTextContent('50%');

    act(() => xhr.respond(201, { message: 'ok', video }));
    act(() => socket().fire('uploadComplete', { video }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Successful!' });
    // The dialog links to the new video too: on a phone the panel's link is far below.
    expect(within(dialog).getByRole('link', { name: 'Open your video “Trip”' })).toHaveAttribute(
      'href',
      `/video/${video._id}`,
    );
    expect(stageItem('Published')).toHaveTextContent('done');
    expect(within(stageItem('Published')).getByRole('link')).toHaveAttribute(
      'href',
      `/video/${video._id}`,
    );
    // Closing the dialog resets the panel (docs/product.md) but keeps the way to the new video.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('Ready to upload')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your video “Trip”' })).toBeInTheDocument();
  });

  it('says processing failed in plain words, and Retry upload checks the balance and sends the same file', async () => {
    const user = await uploadVideo();
    act(() => FakeXhr.latest().sent());
    act(() => socket().fire('uploadError', { error: 'No movie header' }));
    expect(stageItem('Uploading')).toHaveTextContent('done');
    expect(stageItem('Processing')).toHaveTextContent('failed');
    expect(stageItem('Processing')).toHaveTextContent(
      'The server could not finish processing the file. It said: “No movie header”.',
    );
    expect(balanceChecks()).toBe(1);

    socketState.socket = new FakeSocket();
    await user.click(screen.getByRole('button', { name: 'Retry upload' }));
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    expect(balanceChecks()).toBe(2);
    const body = FakeXhr.latest().body as FormData;
    expect((body.get('video') as File).name).toBe('trip.mp4');
    expect(body.get('title')).toBe('Trip');
    expect(screen.queryByRole('button', { name: 'Retry upload' })).not.toBeInTheDocument();
    act(() => FakeXhr.latest().respond(201, { message: 'ok', video }));
    act(() => socket().fire('uploadComplete', { video }));
    expect(await screen.findByRole('dialog', { name: 'Upload Successful!' })).toBeInTheDocument();
  });

  it('marks the upload stage failed when the connection drops, and retries without picking the file', async () => {
    const user = await uploadVideo();
    act(() => FakeXhr.latest().progress(512, 2048));
    act(() => FakeXhr.latest().onerror?.());
    await waitFor(() =>
      expect(stageItem('Uploading')).toHaveTextContent(
        'The connection to the server was lost before the upload finished. Stopped at 512 Bytes of 2 KB.',
      ),
    );
    expect(stageItem('Processing')).toHaveTextContent('not started');
    socketState.socket = new FakeSocket();
    await user.click(screen.getByRole('button', { name: 'Retry upload' }));
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    expect(((FakeXhr.latest().body as FormData).get('video') as File).size).toBe(2048);
  });
  it.each([
    [
      415,
      "The server refused the file's type. The server said: “Not a video”.",
      'Choose a file in a supported format in place of the one refused, then select Upload Content.',
    ],
    [
      413,
      'The server refused the file because it is too large. The server said: “Not a video”.',
      'Choose a smaller file, then select Upload Content.',
    ],
    [
      400,
      'The server refused the upload (status 400). The server said: “Not a video”.',
      'Correct what the server named, then select Upload Content.',
    ],
  ])(
    'offers no retry after a %i the same form would meet again, and says what to change',
    async (status, reason, advice) => {
      await uploadVideo();
      act(() => FakeXhr.latest().respond(status, { code: 'X', message: 'Not a video.' }));
      await waitFor(() => expect(stageItem('Uploading')).toHaveTextContent('failed'));
      expect(stageItem('Uploading')).toHaveTextContent(reason);
      expect(screen.getByText(advice)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Retry upload' })).not.toBeInTheDocument();
      // The form stays as it was, ready for the change.
      expect(screen.getByRole('button', { name: 'Upload Content' })).toBeEnabled();
    },
  );

  it.each([408, 429, 503])('offers Retry upload after a %i', async (status) => {
    await uploadVideo();
    act(() => FakeXhr.latest().respond(status, { message: 'Busy' }));
    expect(await screen.findByRole('button', { name: 'Retry upload' })).toBeInTheDocument();
    expect(screen.queryByText(/then select Upload Content/)).not.toBeInTheDocument();
  });
});
