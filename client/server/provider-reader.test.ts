import { describe, expect, it } from 'vitest';
import { createProviderReader, freshSeconds } from './provider-reader.js';

/** A provider whose reply for a path is set by the test, answering 304 to its own ETag. */
function fakeProvider() {
  const state = { body: { title: 'First' } as unknown, version: 1, cacheControl: '' };
  const asked: (string | null)[] = [];
  const fetch = ((_url: string, init?: RequestInit) => {
    const sent = new Headers(init?.headers).get('if-none-match');
    asked.push(sent);
    const etag = `W/"${state.version}"`;
    const headers = {
      etag,
      ...(state.cacheControl ? { 'cache-control': state.cacheControl } : {}),
    };
    if (sent === etag) return Promise.resolve(new Response(null, { status: 304, headers }));
    return Promise.resolve(new Response(JSON.stringify(state.body), { status: 200, headers }));
  }) as typeof globalThis.fetch;
  return { state, asked, fetch };
}

describe('provider reader', () => {
  it('asks again on every read, reusing the kept reply on 304, the new one once it changed', async () => {
    const provider = fakeProvider();
    const read = createProviderReader({
      baseUrl: 'http://p',
      timeoutMs: 1000,
      fetch: provider.fetch,
    });
    expect(await read('/api/audios/1')).toEqual({ status: 200, body: { title: 'First' } });
    expect(await read('/api/audios/1')).toEqual({ status: 200, body: { title: 'First' } });
    expect(provider.asked).toEqual([null, 'W/"1"']);
    // The creator edits it: the very next page shows the new title.
    provider.state.body = { title: 'Edited' };
    provider.state.version = 2;
    expect(await read('/api/audios/1')).toEqual({ status: 200, body: { title: 'Edited' } });
  });

  it('reuses a reply without asking only while the provider says it is fresh', async () => {
    const provider = fakeProvider();
    provider.state.cacheControl = 'public, max-age=5';
    let clock = 0;
    const read = createProviderReader({
      baseUrl: 'http://p',
      timeoutMs: 1000,
      fetch: provider.fetch,
      now: () => clock,
    });
    await read('/api/videos');
    clock = 4_000;
    await read('/api/videos');
    expect(provider.asked).toHaveLength(1);
    clock = 6_000;
    await read('/api/videos');
    expect(provider.asked).toEqual([null, 'W/"1"']);
  });

  it('keeps nothing of an uncached path, and shares one request between reads at the same time', async () => {
    const provider = fakeProvider();
    const read = createProviderReader({
      baseUrl: 'http://p',
      timeoutMs: 1000,
      fetch: provider.fetch,
      uncached: /^\/api\/videos\/[^/?]+$/,
    });
    await Promise.all([read('/api/videos/1'), read('/api/videos/1')]);
    await read('/api/videos/1');
    expect(provider.asked).toEqual([null, null]);
  });

  it('reads Cache-Control as a shared cache would', () => {
    expect(freshSeconds(null)).toBe(0);
    expect(freshSeconds('public, max-age=60')).toBe(60);
    expect(freshSeconds('public, max-age=60, s-maxage=10')).toBe(10);
    expect(freshSeconds('private, max-age=60')).toBe(0);
    expect(freshSeconds('no-cache')).toBe(0);
  });
});
