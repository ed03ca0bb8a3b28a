import { authCalls, videoCalls, walletCalls, XSRF_HEADER_NAME } from '@inkreel/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiErrorFrom,
  apiUrl,
  onUnauthorized,
  parseRetryAfter,
  request,
} from './api-client';
import { initClientConfig, resetClientConfig } from './config';
import { forgetXsrfToken, xsrfToken } from './xsrf';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  forgetXsrfToken();
  resetClientConfig();
});

function reply(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? '' : JSON.stringify(body), { status, headers });
}

function stubFetch(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(() => Promise.resolve(reply(status, body, headers)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sentHeaders = (fetchMock: ReturnType<typeof vi.fn>, call = 0) =>
  (fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<
    string,
    string
  >;

describe('request', () => {
  it('sends JSON with credentials, the bearer token and the XSRF cookie, and parses the reply', async () => {
    localStorage.setItem('token', 'jwt-123');
    document.cookie = 'XSRF-TOKEN=cookie%2Fvalue';
    const fetchMock = stubFetch(200, { balance: 12.5, currency: 'credits' });
    await expect(request(walletCalls.balance)).resolves.toEqual({
      balance: 12.5,
      currency: 'credits',
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/wallet/balance');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer jwt-123',
      [XSRF_HEADER_NAME]: 'cookie/value',
      'Content-Type': 'application/json',
    });
  });

  it('sends an empty bearer when there is no token', async () => {
    const fetchMock = stubFetch(200, { message: 'bye' }, { [XSRF_HEADER_NAME]: 'known' });
    await request(authCalls.logout, { body: {} });
    const [, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ Authorization: 'Bearer ' });
    expect(init.body).toBe('{}');
  });

  it('throws a typed error carrying status, code and the server message', async () => {
    stubFetch(402, {
      code: 'INSUFFICIENT_BALANCE',
      message: 'Not enough credits',
      requiredAmount: 10,
    });
    const error = await request(walletCalls.balance).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 402,
      code: 'INSUFFICIENT_BALANCE',
      message: 'Not enough credits',
    });
    expect((error as ApiError).body).toMatchObject({ requiredAmount: 10 });
  });

  it('turns a failed connection into status 0 "Network error occurred"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(request(walletCalls.balance)).rejects.toMatchObject({
      status: 0,
      isNetworkError: true,
      message: 'Network error occurred',
    });
  });

  it('calls the configured provider origin', async () => {
    const doc = document.implementation.createHTMLDocument('test');
    doc.head.innerHTML =
      '<script type="application/json" id="inkreel-config">{"apiBaseUrl":"http://127.0.0.1:41001"}</script>';
    initClientConfig(doc);
    const fetchMock = stubFetch(200, { balance: 1, currency: 'credits' });
    await request(walletCalls.balance);
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toBe('http://127.0.0.1:41001/api/wallet/balance');
    expect(apiUrl('/api/videos/thumbnail/1')).toBe('http://127.0.0.1:41001/api/videos/thumbnail/1');
  });

  it('refuses a 2xx reply that breaks the contract', async () => {
    stubFetch(200, { balance: 'lots' });
    await expect(request(walletCalls.balance)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});

describe('XSRF token across origins', () => {
  const refusal = { code: 'XSRF_MISMATCH', message: 'Missing or mismatched X-XSRF-TOKEN header' };

  it('keeps the token of the latest reply header and sends it, ahead of a cookie', async () => {
    document.cookie = 'XSRF-TOKEN=stale-cookie';
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(reply(200, [], { [XSRF_HEADER_NAME]: 'from-header' }))
      .mockResolvedValueOnce(reply(200, { message: 'bye' }));
    vi.stubGlobal('fetch', fetchMock);
    await request(videoCalls.featured);
    expect(sentHeaders(fetchMock, 0)[XSRF_HEADER_NAME]).toBe('stale-cookie');
    await request(authCalls.logout, { body: {} });
    expect(sentHeaders(fetchMock, 1)[XSRF_HEADER_NAME]).toBe('from-header');
  });

  it('asks for a token before a first POST, so that the POST carries one', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(reply(200, {}, { [XSRF_HEADER_NAME]: 'primed' }))
      .mockResolvedValueOnce(reply(200, { message: 'bye' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(request(authCalls.logout, { body: {} })).resolves.toEqual({ message: 'bye' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [primeUrl, primeInit] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    // A call any visitor may make and gets 200 for (no 401 in the console when signed out).
    expect(primeUrl).toBe('/api/subscriptions/plans');
    expect(primeInit.method).toBeUndefined();
    expect(sentHeaders(fetchMock, 1)[XSRF_HEADER_NAME]).toBe('primed');
    // Known now: the next POST goes straight out.
    fetchMock.mockResolvedValueOnce(reply(200, { message: 'bye' }));
    await request(authCalls.logout, { body: {} });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('still sends the POST when asking for a token fails', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(reply(200, { message: 'bye' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(request(authCalls.logout, { body: {} })).resolves.toEqual({ message: 'bye' });
    expect(sentHeaders(fetchMock, 1)[XSRF_HEADER_NAME]).toBeUndefined();
  });

  it('retries once when a refusal brings a new token, and succeeds', async () => {
    document.cookie = 'XSRF-TOKEN=stale';
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(reply(403, refusal, { [XSRF_HEADER_NAME]: 'fresh' }))
      .mockResolvedValueOnce(reply(200, { message: 'bye' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(request(authCalls.logout, { body: {} })).resolves.toEqual({ message: 'bye' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentHeaders(fetchMock, 0)[XSRF_HEADER_NAME]).toBe('stale');
    expect(sentHeaders(fetchMock, 1)[XSRF_HEADER_NAME]).toBe('fresh');
    expect(xsrfToken()).toBe('fresh');
  });

  it('does not retry when the refusal brings the token it already sent, or retries only once', async () => {
    const same = vi.fn(() => Promise.resolve(reply(403, refusal, { [XSRF_HEADER_NAME]: 'same' })));
    vi.stubGlobal('fetch', same);
    await expect(request(authCalls.logout, { body: {} })).rejects.toMatchObject({
      status: 403,
      code: 'XSRF_MISMATCH',
    });
    // Asking for a token brought "same", which the POST sent and was refused: no retry.
    expect(same).toHaveBeenCalledTimes(2);
    forgetXsrfToken();
    document.cookie = 'XSRF-TOKEN=old';
    await expect(request(authCalls.logout, { body: {} })).rejects.toMatchObject({ status: 403 });
    // "old" refused with "same": one retry with it, then the second refusal stands.
    expect(same).toHaveBeenCalledTimes(4);
  });

  it('does not retry other 403s', async () => {
    const fetchMock = stubFetch(
      403,
      { code: 'EMAIL_NOT_VERIFIED', message: 'Verify first' },
      { [XSRF_HEADER_NAME]: 'new' },
    );
    await expect(request(authCalls.logout, { body: {} })).rejects.toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
    });
    // One call to learn the token, then the POST, refused once.
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('apiErrorFrom', () => {
  it('reads the message, else the error field, of any provider', () => {
    expect(apiErrorFrom(400, { message: 'Deposits paused' }).serverMessage).toBe('Deposits paused');
    expect(apiErrorFrom(404, { error: 'User not found' }).serverMessage).toBe('User not found');
    expect(apiErrorFrom(404, { error: 'User not found' }).errorBody.error).toBe('User not found');
  });

  it('has no server message for an empty or non-JSON body', () => {
    const empty = apiErrorFrom(503, undefined);
    expect(empty.serverMessage).toBeUndefined();
    expect(empty.message).toBe('Request failed with status 503');
    expect(apiErrorFrom(502, '<html>Bad gateway</html>').serverMessage).toBeUndefined();
  });
});

describe('onUnauthorized', () => {
  it('is told of a 401 to a call that carried a token, and of nothing else', async () => {
    const handler = vi.fn();
    const unregister = onUnauthorized(handler);
    try {
      localStorage.setItem('token', 'expired');
      stubFetch(401, { code: 'UNAUTHORIZED', message: 'Session expired' });
      await expect(request(walletCalls.balance)).rejects.toMatchObject({ status: 401 });
      expect(handler).toHaveBeenCalledTimes(1);

      localStorage.removeItem('token');
      stubFetch(401, { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
      await expect(
        request(authCalls.login, { body: { email: 'a@example.com', password: 'wrong-pass' } }),
      ).rejects.toMatchObject({ status: 401 });
      localStorage.setItem('token', 'valid');
      stubFetch(404, { code: 'NOT_FOUND', message: 'Payment not found' });
      await expect(
        request(walletCalls.verify, { params: { paymentId: 'p1' } }),
      ).rejects.toMatchObject({ status: 404 });
      expect(handler).toHaveBeenCalledTimes(1);
    } finally {
      unregister();
      localStorage.clear();
    }
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');
  it('reads delta-seconds and HTTP dates, and ignores what it cannot use', () => {
    expect(parseRetryAfter('42', now)).toBe(42);
    expect(parseRetryAfter(' 7 ', now)).toBe(7);
    expect(parseRetryAfter('Thu, 01 Jan 2026 12:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('0', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('Thu, 01 Jan 2026 11:00:00 GMT', now)).toBeUndefined();
  });

  it('puts the wait on the ApiError, else takes a numeric retryAfter from the body', () => {
    expect(apiErrorFrom(429, {}, 12).retryAfterSeconds).toBe(12);
    expect(apiErrorFrom(429, { retryAfter: 9 }).retryAfterSeconds).toBe(9);
    expect(apiErrorFrom(429, { retryAfter: 'x' }).retryAfterSeconds).toBeUndefined();
  });
});
