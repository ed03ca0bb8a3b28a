import { describe, expect, it } from 'vitest';
import { createProviderReader } from './provider-reader.js';

/** A provider answering each path with `answer(path)`, counting the requests it gets. */
function provider(answer: (path: string) => Response | Promise<Response>) {
  const asked: string[] = [];
  const fetch: typeof globalThis.fetch = (input) => {
    const url = new URL(input instanceof Request ? input.url : input);
    asked.push(url.pathname);
    return Promise.resolve(answer(url.pathname));
  };
  return { asked, fetch };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
/** Lets lru-cache read the moved clock again (it keeps a reading for a millisecond). */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the web server’s provider reader', () => {
  it('keeps a 200 or 404 reply for ttlMs, then reads the path again', async () => {
    let now = 1_000;
    const { asked, fetch } = provider((path) =>
      path === '/api/gone' ? json({}, 404) : json({ path }),
    );
    const read = createProviderReader({
      baseUrl: 'http://api.test',
      timeoutMs: 1000,
      ttlMs: 10_000,
      fetch,
      now: () => now,
    });
    expect(await read('/api/videos')).toEqual({ status: 200, body: { path: '/api/videos' } });
    expect(await read('/api/videos')).toEqual({ status: 200, body: { path: '/api/videos' } });
    expect((await read('/api/gone'))?.status).toBe(404);
    await read('/api/gone');
    expect(asked).toEqual(['/api/videos', '/api/gone']);
    now += 10_001;
    await tick();
    await read('/api/videos');
    expect(asked).toEqual(['/api/videos', '/api/gone', '/api/videos']);
  });

  it('shares a read in flight between the visits that arrive meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { asked, fetch } = provider(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const read = createProviderReader({
      baseUrl: 'http://api.test',
      timeoutMs: 1000,
      ttlMs: 10_000,
      fetch,
    });
    const first = read('/api/videos');
    const second = read('/api/videos');
    await tick();
    answer(json([]));
    expect(await first).toEqual(await second);
    expect(asked).toHaveLength(1);
  });

  it('keeps no failure: a 5xx, a timeout or no reply is asked again on the next visit', async () => {
    let status = 503;
    const { asked, fetch } = provider(() => json({}, status));
    const read = createProviderReader({
      baseUrl: 'http://api.test',
      timeoutMs: 1000,
      ttlMs: 10_000,
      fetch,
    });
    expect((await read('/api/videos'))?.status).toBe(503);
    status = 200;
    expect((await read('/api/videos'))?.status).toBe(200);
    expect(asked).toHaveLength(2);

    const slow = createProviderReader({
      baseUrl: 'http://api.test',
      timeoutMs: 20,
      ttlMs: 10_000,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    });
    expect(await slow('/api/videos')).toBeUndefined();
  });

  it('reads an uncached path afresh every time (a video’s GET counts a view)', async () => {
    const { asked, fetch } = provider(() => json({}));
    const read = createProviderReader({
      baseUrl: 'http://api.test',
      timeoutMs: 1000,
      ttlMs: 10_000,
      uncached: /^\/api\/videos\/[^/?]+$/,
      fetch,
    });
    await read('/api/videos/abc');
    await read('/api/videos/abc');
    expect(asked).toEqual(['/api/videos/abc', '/api/videos/abc']);
  });

  it('keeps at most 500 replies, dropping the least recently read', async () => {
    const { asked, fetch } = provider(() => json({}));
    const read = createProviderReader({
      baseUrl: 'http://api.test',
      timeoutMs: 1000,
      ttlMs: 60_000,
      fetch,
    });
    for (let i = 0; i < 501; i += 1) await read(`/api/videos?page=${i}`);
    asked.length = 0;
    await read('/api/videos?page=500');
    await read('/api/videos?page=0');
    expect(asked).toEqual(['/api/videos']);
  });
});
