import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInThisContext } from 'node:vm';
import { buildUrl, videoCalls } from '@inkreel/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, request } from './api-client';
import { initClientConfig, resetClientConfig } from './config';
import { FIRST_CALL_FRESH_MS, takeFirstCall, type FirstCall } from './first-call';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const API = 'https://api.example.com';
const ID = '0123456789abcdef01234567';
const VIDEO = {
  _id: ID,
  title: 'First Light',
  description: 'A morning',
  tags: [],
  views: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  thumbnailUrl: '/api/videos/thumbnail/' + ID,
  videoUrl: '/api/media/videos/first-light.mp4',
  uploadedBy: { _id: 'abcdefabcdefabcdefabcdef', name: 'Ada' },
};

/** index.html's inline script that starts the first call, as the browser runs it. */
function inlineFirstCallScript(): string {
  const html = readFileSync(path.join(HERE, '../../index.html'), 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .find((body) => body.includes('inkreel-first-call'));
  if (!script) throw new Error('index.html has no first-call script');
  return script;
}

function pageWith(config: object, firstCallUrl?: string) {
  document.head.innerHTML = [
    `<script type="application/json" id="inkreel-config">${JSON.stringify(config)}</script>`,
    firstCallUrl === undefined
      ? ''
      : `<script type="application/json" id="inkreel-first-call">${JSON.stringify({ url: firstCallUrl })}</script>`,
  ].join('');
}

const early = (url: string, authorization = 'Bearer ', at = Date.now()): FirstCall => ({
  url,
  authorization,
  at,
  reply: Promise.resolve(new Response('{}')),
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.__inkreelFirstCall = undefined;
  document.head.innerHTML = '';
  localStorage.clear();
  resetClientConfig();
});

describe('takeFirstCall', () => {
  it('hands the early reply over once, for the same URL and token', async () => {
    const first = early(`${API}/api/videos?page=1`, 'Bearer t');
    window.__inkreelFirstCall = first;
    expect(takeFirstCall(`${API}/api/videos?page=2`, 'Bearer t')).toBeUndefined();
    expect(takeFirstCall(`${API}/api/videos?page=1`, 'Bearer other')).toBeUndefined();
    const taken = takeFirstCall(`${API}/api/videos?page=1`, 'Bearer t');
    expect(taken).toBe(first.reply);
    await taken;
    expect(takeFirstCall(`${API}/api/videos?page=1`, 'Bearer t')).toBeUndefined();
  });

  it('drops a reply the page did not ask for in time', () => {
    window.__inkreelFirstCall = early('/api/videos/featured', 'Bearer ', 1_000);
    expect(takeFirstCall('/api/videos/featured', 'Bearer ', 1_000 + FIRST_CALL_FRESH_MS + 1)).toBe(
      undefined,
    );
    expect(window.__inkreelFirstCall).toBeUndefined();
  });
});

describe("index.html's first-call script and the API client", () => {
  it('starts the named call with the headers the client sends, and the client takes its reply', async () => {
    localStorage.setItem('token', 'jwt-1');
    const url = `${API}${buildUrl(videoCalls.byId, { params: { id: ID } })}`;
    pageWith({ apiBaseUrl: API }, url);
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(VIDEO))));
    vi.stubGlobal('fetch', fetchMock);

    runInThisContext(inlineFirstCallScript());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [sentUrl, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(sentUrl).toBe(url);
    expect(init).toMatchObject({
      credentials: 'include',
      headers: { Authorization: 'Bearer jwt-1', 'Content-Type': 'application/json' },
    });

    initClientConfig(document);
    expect(apiUrl(buildUrl(videoCalls.byId, { params: { id: ID } }))).toBe(url);
    await expect(request(videoCalls.byId, { params: { id: ID } })).resolves.toMatchObject({
      title: 'First Light',
    });
    // One call on the wire: the client used the early reply instead of asking again.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await request(videoCalls.byId, { params: { id: ID } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('starts nothing on a page that names no call', () => {
    pageWith({ apiBaseUrl: API });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    runInThisContext(inlineFirstCallScript());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__inkreelFirstCall).toBeUndefined();
  });
});
