import { act, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on, sentJson } from '../testing/fetch-mock';
import { renderRoutes } from '../testing/render-app';
import { stubMedia } from '../testing/stub-media';
import { usePlaybackReport } from './use-playback-report';

function Player({ id }: { id: string }) {
  const media = useRef<HTMLVideoElement>(null);
  usePlaybackReport(media, 'video', id);
  return <video ref={media} data-testid="media" />;
}

const idOf = (n: number) => String(n).padStart(24, '0');
const viewPath = (id: string) => `/api/videos/${id}/view`;

/** The playhead moving by `seconds` in steps of a quarter second, as timeupdate reports it. */
function play(el: HTMLMediaElement, seconds: number) {
  act(() => {
    for (let t = 0; t < seconds; t += 0.25) {
      el.currentTime += 0.25;
      el.dispatchEvent(new Event('timeupdate'));
    }
  });
}

function jumpTo(el: HTMLMediaElement, at: number) {
  act(() => {
    el.dispatchEvent(new Event('seeking'));
    el.currentTime = at;
    el.dispatchEvent(new Event('seeked'));
    el.dispatchEvent(new Event('timeupdate'));
  });
}

async function start(id: string, extensions: string[] = ['views']) {
  const fetched = mockFetch(
    on('GET', '/api/extensions', { body: { extensions } }),
    on('POST', viewPath(id), { body: { counted: true, views: 11 } }),
  );
  renderRoutes([{ path: '/', element: <Player id={id} /> }], '/');
  const el = screen.getByTestId<HTMLVideoElement>('media');
  await waitFor(() =>
    expect(fetched.calls.some((c) => c.url.endsWith('/api/extensions'))).toBe(true),
  );
  await act(async () => {
    await el.play();
  });
  return { el, calls: fetched.calls };
}

const reports = (calls: { url: string; init: RequestInit }[], id: string) =>
  calls.filter((c) => c.url.endsWith(viewPath(id)));

describe('usePlaybackReport', () => {
  let media: ReturnType<typeof stubMedia>;
  beforeEach(() => {
    media = stubMedia();
  });
  afterEach(() => {
    media.restore();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('reports once 10 s have played, once, with the seconds and this browser’s id', async () => {
    const id = idOf(1);
    const { el, calls } = await start(id);
    play(el, 9.5);
    expect(reports(calls, id)).toHaveLength(0);
    play(el, 0.5);
    await waitFor(() => expect(reports(calls, id)).toHaveLength(1));
    const body = sentJson(reports(calls, id)[0]?.init) as { seconds: number; visitorId: string };
    expect(body.seconds).toBeCloseTo(10, 1);
    expect(body.visitorId).toMatch(/^[0-9a-f]{32}$/);
    play(el, 20);
    expect(reports(calls, id)).toHaveLength(1);
  });

  it('counts no seeking: a jump adds nothing to the seconds played', async () => {
    const id = idOf(2);
    const { el, calls } = await start(id);
    play(el, 2);
    jumpTo(el, 60);
    play(el, 7);
    expect(reports(calls, id)).toHaveLength(0);
    play(el, 1);
    await waitFor(() => expect(reports(calls, id)).toHaveLength(1));
  });

  it('reports half of an item shorter than 20 s', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(12);
    const id = idOf(3);
    const { el, calls } = await start(id);
    play(el, 5.75);
    expect(reports(calls, id)).toHaveLength(0);
    play(el, 0.25);
    await waitFor(() => expect(reports(calls, id)).toHaveLength(1));
    expect(sentJson(reports(calls, id)[0]?.init)).toMatchObject({ seconds: 6, duration: 12 });
  });

  it('reports nothing to a provider that does not count views', async () => {
    const id = idOf(4);
    const { el, calls } = await start(id, ['likes']);
    play(el, 30);
    expect(reports(calls, id)).toHaveLength(0);
  });
});
