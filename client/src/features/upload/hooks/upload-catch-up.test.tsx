import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadStage } from '@inkreel/shared';
import { stepActions } from '../realtime/catch-up';
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
    setTimeout(() => socket.fire('connect'), 0);
    return socket;
  },
}));

const STEPS = ['Checking the video container', 'Reading the video structure', 'Publishing'];
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
const socket = () => socketState.socket as FakeSocket;
let stage: UploadStage;
let fetchMock: ReturnType<typeof vi.fn>;
const stageCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes(`/api/uploads/${video._id}`));
const stageItem = (label: string) =>
  within(screen.getByRole('list', { name: 'Upload stages' }))
    .getAllByRole('listitem')
    .find((li) =>
      within(li).queryByText(label, { selector: '.upload-stage-label' }),
    ) as HTMLElement;
const stepNames = () =>
  within(within(stageItem('Processing')).getByRole('list', { name: 'Processing steps' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

beforeEach(() => {
  localStorage.setItem('token', 'jwt-token');
  FakeXhr.instances = [];
  socketState.socket = new FakeSocket();
  fetchMock = vi.fn((url: string) =>
    Promise.resolve(
      url.includes('/api/uploads/')
        ? jsonResponse(200, stage)
        : jsonResponse(200, { sufficient: true, requiredAmount: 10, balance: 50 }),
    ),
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
}

describe('catching up after a dropped realtime connection', () => {
  it('asks for the stage when the socket is back, shows the missed steps and ends at Published', async () => {
    await uploadVideo();
    const xhr = FakeXhr.latest();
    act(() => xhr.sent());
    act(() => xhr.respond(201, { message: 'ok', video }));
    act(() => socket().fire('uploadProgress', { progress: 5, stage: STEPS[0] }));
    // Nothing is published while the connection is away and the provider says it is processing.
    stage = {
      stage: 'processing',
      progress: 20,
      steps: STEPS.map((name, i) => ({ name, percent: i === 0 ? 100 : i === 1 ? 10 : 0 })),
    };
    act(() => socket().fire('disconnect', 'transport close'));
    expect(await screen.findByText(/Processing status is unavailable/)).toBeInTheDocument();
    await vi.waitFor(() => expect(stepNames()).toEqual([STEPS[0], `${STEPS[1]} (current step)`]));
    expect(stageItem('Published')).toHaveTextContent('not started');

    // Back, after the run ended: uploadComplete went out while this page had no connection.
    stage = {
      stage: 'ready',
      item: video,
      steps: STEPS.map((name) => ({ name, percent: 100 })),
    };
    act(() => socket().fire('connect'));
    expect(await screen.findByRole('dialog', { name: 'Upload Successful!' })).toBeInTheDocument();
    expect(stageCalls().length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByText(/Processing status is unavailable/)).toBeNull();
    expect(stageItem('Processing')).toHaveTextContent('done');
    expect(stepNames()).toEqual(STEPS);
    expect(stageItem('Published')).toHaveTextContent('done');
    expect(within(stageItem('Published')).getByRole('link')).toHaveAttribute(
      'href',
      `/video/${video._id}`,
    );
  });

  it('says the live status is gone as soon as the browser goes offline', async () => {
    await uploadVideo();
    const xhr = FakeXhr.latest();
    act(() => xhr.sent());
    act(() => xhr.respond(201, { message: 'ok', video }));
    act(() => socket().fire('uploadProgress', { progress: 5, stage: STEPS[0] }));
    expect(screen.queryByText(/Processing status is unavailable/)).toBeNull();
    // The socket has not noticed (long polling waits for its ping timeout); the browser has.
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText(/Processing status is unavailable/)).toBeInTheDocument();

    // Back online, the socket still unaware it was away: the stage is asked for at once.
    stage = {
      stage: 'ready',
      item: video,
      steps: STEPS.map((name) => ({ name, percent: 100 })),
    };
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('dialog', { name: 'Upload Successful!' })).toBeInTheDocument();
    expect(stageCalls().length).toBeGreaterThanOrEqual(1);
  });

  it('shows a failure the provider reported while the socket was away', async () => {
    await uploadVideo();
    const xhr = FakeXhr.latest();
    act(() => xhr.sent());
    stage = { stage: 'failed', reason: 'The video could not be processed: no movie header' };
    act(() => socket().fire('disconnect', 'transport close'));
    act(() => xhr.respond(201, { message: 'ok', video }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Processing failed: The video could not be processed: no movie header',
    );
    expect(stageItem('Processing')).toHaveTextContent('failed');
  });

  it('ignores the events of an upload another tab started', async () => {
    await uploadVideo();
    act(() => FakeXhr.latest().sent());
    act(() =>
      socket().fire('uploadProgress', { progress: 50, stage: 'Elsewhere', socketId: 'other-tab' }),
    );
    act(() =>
      socket().fire('uploadProgress', { progress: 5, stage: STEPS[0], socketId: socket().id }),
    );
    expect(stepNames()).toEqual([`${STEPS[0]} (current step)`]);
  });
});

describe('stepActions', () => {
  it('replays the started steps at the run progress, and every step of a ready upload', () => {
    const steps = [
      { name: 'a', percent: 100 },
      { name: 'b', percent: 30 },
      { name: 'c', percent: 0 },
    ];
    expect(stepActions({ stage: 'processing', progress: 40, steps })).toEqual([
      { type: 'percent', progress: 40, stage: 'a' },
      { type: 'percent', progress: 40, stage: 'b' },
    ]);
    expect(stepActions({ stage: 'ready', item: video, steps }).map((a) => a)).toEqual(
      ['a', 'b', 'c'].map((name) => ({ type: 'percent', progress: 100, stage: name })),
    );
    expect(stepActions({ stage: 'failed', reason: 'r' })).toEqual([]);
  });
});
