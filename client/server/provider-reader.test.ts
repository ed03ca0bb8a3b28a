import { describe, expect, it } from 'vitest';
import { createProviderReader, freshSeconds } from './provider-reader.js';

/**
 * A provider answering each path with `answer(path)` and an ETag of its body, 304 to a request
 * that names it; it records each request's path and the If-None-Match it carried.
 */
function provider(answer: (path: string) => Response | Promise<Response>) {
  const asked: { path: string; etag: string | null }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const etag = new Headers(init?.headers).get('if-none-match');
    asked.push({ path: `${url.pathname}${url.search}`, etag });
    const res = await answer(url.pathname);
    const body = await res.text();
    const tag = `W/"${body.length}-${body}"`;
    const headers = new Headers(res.headers);
    headers.set('etag', tag);
    if (etag === tag && res.status === 200) return new Response(null, { status: 304, headers });
    return new Response(body, { status: res.status, headers });
  };
  return { asked, fetch, paths: () => asked.map((a) => a.path) };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers });
const base = { baseUrl: 'http://api.test', timeoutMs: 1000 };

describe('the web server’s provider reader', () => {
  it('asks again on every read, reusing the kept reply on 304, the new one once it changed', async () => {
    let title = 'First';
    const p = provider(() => json({ title }));
    const read = createProviderReader({ ...base, fetch: p.fetch });
    expect(await read('/api/audios/1')).toEqual({ status: 200, body: { title: 'First' } });
    expect(await read('/api/audios/1')).toEqual({ status: 200, body: { title: 'First' } });
    expect(p.asked.map((a) => a.etag)).toEqual([null, 'W/"17-{"title":"First"}"']);
    // The creator edits it: the very next page shows the new title.
    title = 'Edited';
    expect(await read('/api/audios/1')).toEqual({ status: 200, body: { title: 'Edited' } });
  });

  it('reuses a reply without asking only while the provider says it is fresh', async () => {
    const p = provider(() => json([], 200, { 'cache-control': 'public, max-age=5' }));
    let clock = 0;
    const read = createProviderReader({ ...base, fetch: p.fetch, now: () => clock });
    await read('/api/videos');
    clock = 4_000;
    await read('/api/videos');
    expect(p.asked).toHaveLength(1);
    clock = 6_000;
    await read('/api/videos');
    expect(p.asked).toHaveLength(2);
  });

  it('shares a read in flight between the visits that arrive meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined;
    const p = provider(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const read = createProviderReader({ ...base, fetch: p.fetch });
    const first = read('/api/videos');
    const second = read('/api/videos');
    await new Promise((resolve) => setTimeout(resolve, 5));
    answer(json([]));
    expect(await first).toEqual(await second);
    expect(p.asked).toHaveLength(1);
  });

  it('keeps no failure: a 5xx, a timeout or no reply is asked again on the next visit', async () => {
    let status = 503;
    const p = provider(() => json({}, status));
    const read = createProviderReader({ ...base, fetch: p.fetch });
    expect((await read('/api/videos'))?.status).toBe(503);
    status = 200;
    expect((await read('/api/videos'))?.status).toBe(200);
    expect(p.asked.map((a) => a.etag)).toEqual([null, null]);

    const slow = createProviderReader({
      ...base,
      timeoutMs: 20,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    });
    expect(await slow('/api/videos')).toBeUndefined();
  });

  it('reads an uncached path afresh every time, each visit its own (a video’s GET counts a view)', async () => {
    const p = provider(() => json({}));
    const read = createProviderReader({
      ...base,
      uncached: /^\/api\/videos\/[^/?]+$/,
      fetch: p.fetch,
    });
    await Promise.all([read('/api/videos/abc'), read('/api/videos/abc')]);
    await read('/api/videos/abc');
    expect(p.asked).toEqual([
      { path: '/api/videos/abc', etag: null },
      { path: '/api/videos/abc', etag: null },
      { path: '/api/videos/abc', etag: null },
    ]);
  });

  it('keeps at most 500 replies, dropping the least recently read', async () => {
    const p = provider(() => json({}));
    const read = createProviderReader({ ...base, fetch: p.fetch });
    for (let i = 0; i < 501; i += 1) await read(`/api/videos?page=${i}`);
    p.asked.length = 0;
    await read('/api/videos?page=500');
    await read('/api/videos?page=0');
    // The newest is still kept (asked for by its ETag); the oldest went (asked for afresh).
    expect(p.asked.map((a) => a.etag !== null)).toEqual([true, false]);
  });

  it('reads Cache-Control as a shared cache would', () => {
    expect(freshSeconds(null)).toBe(0);
    expect(freshSeconds('public, max-age=60')).toBe(60);
    expect(freshSeconds('public, max-age=60, s-maxage=10')).toBe(10);
    expect(freshSeconds('private, max-age=60')).toBe(0);
    expect(freshSeconds('no-cache')).toBe(0);
  });
});
