import { authCalls, walletCalls } from '@inkreel/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorFrom, parseRetryAfter, request } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(body === undefined ? '' : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('request', () => {
  it('sends JSON with credentials, the bearer token and the XSRF echo, and parses the reply', async () => {
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
      'X-XSRF-TOKEN': 'cookie/value',
      'Content-Type': 'application/json',
    });
  });

  it('sends an empty bearer when there is no token', async () => {
    const fetchMock = stubFetch(200, { message: 'bye' });
    await request(authCalls.logout, { body: {} });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
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

  it('refuses a 2xx reply that breaks the contract', async () => {
    stubFetch(200, { balance: 'lots' });
    await expect(request(walletCalls.balance)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
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
