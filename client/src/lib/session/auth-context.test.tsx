import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on, TEST_USER, type MockReply } from '../testing/fetch-mock';
import { storeSession, TestProviders } from '../testing/render-app';
import { useAuth } from './auth-context';
import { isProviderUnreachable, setProviderUnreachable } from './provider-reach';
import { onSignOut } from './sign-out-hooks';
import { STATUS_TIMEOUT_MS } from './status-check';

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderAuth = () => renderHook(() => useAuth(), { wrapper: TestProviders });

describe('AuthProvider start-up (docs/product.md section 4, items 1-3)', () => {
  it('becomes anonymous without a stored record and makes no call', async () => {
    const { fn } = mockFetch();
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.user).toBeNull();
    expect(fn).not.toHaveBeenCalled();
  });

  it('clears a corrupt stored record and its token', async () => {
    localStorage.setItem('auth_data', '{not json');
    localStorage.setItem('token', 'stale-token');
    const { fn } = mockFetch();
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem('auth_data')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(fn).not.toHaveBeenCalled();
  });

  it('checks a stored record against the status call and keeps the fresh user', async () => {
    storeSession({ ...TEST_USER, name: 'Old Name' });
    const { calls } = mockFetch(
      on('GET', '/api/auth/status', { body: { ...TEST_USER, name: 'New Name' } }),
    );
    const { result } = renderAuth();
    expect(result.current.user?.name).toBe('Old Name');
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.user?.name).toBe('New Name');
    expect(result.current.emailVerified).toBe(true);
    expect(calls[0]?.init.headers).toMatchObject({ Authorization: 'Bearer test-token' });
    expect(JSON.parse(localStorage.getItem('auth_data') ?? '{}').user.name).toBe('New Name');
  });

  it('clears storage and becomes anonymous when the status check fails', async () => {
    storeSession(TEST_USER);
    mockFetch(
      on('GET', '/api/auth/status', {
        status: 401,
        body: { code: 'UNAUTHORIZED', message: 'Expired' },
      }),
    );
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem('auth_data')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('AuthProvider start-up with the network gone', () => {
  const setOnline = (online: boolean) => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  };
  const backOnline = () => {
    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
  };

  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('keeps the stored session at once while offline, and checks it again once back online', async () => {
    storeSession(TEST_USER);
    setOnline(false);
    let reply: MockReply = { networkError: true };
    const { calls } = mockFetch(on('GET', '/api/auth/status', () => reply));
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.user).toEqual(TEST_USER);
    expect(result.current.emailVerified).toBe(true);
    expect(localStorage.getItem('token')).toBe('test-token');
    expect(localStorage.getItem('auth_data')).not.toBeNull();
    // Not asked again and again behind the spinner: the browser says there is no network.
    expect(calls).toHaveLength(1);

    reply = { body: { ...TEST_USER, name: 'Ada, checked' } };
    backOnline();
    await waitFor(() => expect(result.current.user?.name).toBe('Ada, checked'));
    expect(calls).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem('auth_data') ?? '{}').user.name).toBe('Ada, checked');
  });

  it('ends the session when the provider refuses it once the network is back', async () => {
    storeSession(TEST_USER);
    setOnline(false);
    let reply: MockReply = { networkError: true };
    mockFetch(on('GET', '/api/auth/status', () => reply));
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.user).toEqual(TEST_USER);

    reply = { status: 401, body: { code: 'UNAUTHORIZED', message: 'Expired' } };
    backOnline();
    await waitFor(() => expect(result.current.user).toBeNull());
    expect(result.current.sessionExpired).toBe(true);
    expect(localStorage.getItem('auth_data')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('leaves a sign-out made offline alone when the network comes back', async () => {
    storeSession(TEST_USER);
    setOnline(false);
    const { calls } = mockFetch(
      on('GET', '/api/auth/status', () =>
        navigator.onLine ? { body: TEST_USER } : { networkError: true },
      ),
      on('POST', '/api/auth/logout', { networkError: true }),
    );
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.ready).toBe(true));
    await act(async () => {
      await result.current.logout();
    });
    const statusCalls = () => calls.filter((call) => call.url.endsWith('/api/auth/status')).length;
    const before = statusCalls();
    backOnline();
    // The check is made (and answers with a user), but the session it was for is over.
    await waitFor(() => expect(statusCalls()).toBe(before + 1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem('auth_data')).toBeNull();
  });
});

describe('AuthProvider start-up with the provider unreachable (issue 32, item 5)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    setProviderUnreachable(false);
  });

  const statusCalls = (calls: { url: string }[]) =>
    calls.filter((call) => call.url.endsWith('/api/auth/status')).length;

  it.each([
    ['no reply', { networkError: true }],
    ['a 502', { status: 502, body: { code: 'BAD_GATEWAY', message: 'Bad gateway' } }],
    ['a 503', { status: 503, body: { code: 'UNAVAILABLE', message: 'Down' } }],
    ["a page that is not the provider's reply", { body: '<html>Sign in to the Wi-Fi</html>' }],
  ] satisfies [string, MockReply][])(
    'keeps the stored session after %s, marks the provider unreachable and recovers',
    async (_label, failure) => {
      storeSession(TEST_USER);
      let reply: MockReply = failure;
      const { calls } = mockFetch(on('GET', '/api/auth/status', () => reply));
      const { result } = renderAuth();
      // The first check's one quick retry (about half a second).
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(result.current.ready).toBe(true);
      expect(result.current.user).toEqual(TEST_USER);
      expect(localStorage.getItem('token')).toBe('test-token');
      expect(isProviderUnreachable()).toBe(true);
      expect(statusCalls(calls)).toBe(2);

      // Checked again with backoff (about 2 s, then 4 s) while it still does not answer.
      await act(() => vi.advanceTimersByTimeAsync(2_600));
      expect(statusCalls(calls)).toBe(3);
      await act(() => vi.advanceTimersByTimeAsync(5_100));
      expect(statusCalls(calls)).toBe(4);
      expect(result.current.user).toEqual(TEST_USER);

      reply = { body: { ...TEST_USER, name: 'Ada, back' } };
      await act(() => vi.advanceTimersByTimeAsync(10_100));
      expect(result.current.user?.name).toBe('Ada, back');
      expect(isProviderUnreachable()).toBe(false);
      expect(result.current.sessionExpired).toBe(false);
      // Answered: no more checks.
      const after = statusCalls(calls);
      await act(() => vi.advanceTimersByTimeAsync(120_000));
      expect(statusCalls(calls)).toBe(after);
    },
  );

  it('keeps the session when the status call goes unanswered past its timeout', async () => {
    storeSession(TEST_USER);
    const fetchMock = vi.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderAuth();
    expect(result.current.ready).toBe(false);
    // Two attempts of STATUS_TIMEOUT_MS each, and the retry's wait between them.
    await act(() => vi.advanceTimersByTimeAsync(2 * STATUS_TIMEOUT_MS + 1_000));
    expect(result.current.ready).toBe(true);
    expect(result.current.user).toEqual(TEST_USER);
    expect(isProviderUnreachable()).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('checks again at once when the connection returns', async () => {
    storeSession(TEST_USER);
    let reply: MockReply = { status: 500, body: { code: 'INTERNAL', message: 'Oops' } };
    const { calls } = mockFetch(on('GET', '/api/auth/status', () => reply));
    const { result } = renderAuth();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(isProviderUnreachable()).toBe(true);
    const before = statusCalls(calls);
    reply = { body: TEST_USER };
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(statusCalls(calls)).toBe(before + 1);
    expect(isProviderUnreachable()).toBe(false);
    expect(result.current.user).toEqual(TEST_USER);
  });

  it('ends the session when a later check is refused (401)', async () => {
    storeSession(TEST_USER);
    let reply: MockReply = { networkError: true };
    mockFetch(on('GET', '/api/auth/status', () => reply));
    const { result } = renderAuth();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current.user).toEqual(TEST_USER);
    reply = { status: 401, body: { code: 'UNAUTHORIZED', message: 'Expired' } };
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(result.current.user).toBeNull();
    expect(result.current.sessionExpired).toBe(true);
    expect(isProviderUnreachable()).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('stops checking and drops the mark once the user signs out', async () => {
    storeSession(TEST_USER);
    const { calls } = mockFetch(
      on('GET', '/api/auth/status', { networkError: true }),
      on('POST', '/api/auth/logout', { networkError: true }),
    );
    const { result } = renderAuth();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(isProviderUnreachable()).toBe(true);
    await act(async () => {
      await result.current.logout();
    });
    expect(isProviderUnreachable()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    // At most the one check already scheduled, which then leaves the signed-out state alone.
    expect(statusCalls(calls)).toBeLessThanOrEqual(3);
    expect(isProviderUnreachable()).toBe(false);
    expect(result.current.user).toBeNull();
  });
});

describe('login, register and logout (items 4, 6, 9)', () => {
  it('stores the full auth data for a verified user', async () => {
    mockFetch(
      on('POST', '/api/auth/login', {
        body: { user: TEST_USER, token: 'tok-1', tokenExpiry: 1_900_000_000_000 },
      }),
    );
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.ready).toBe(true));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.login({ email: TEST_USER.email, password: 'pw' });
    });
    expect(outcome).toEqual({ ok: true, emailVerified: true });
    expect(result.current.emailVerified).toBe(true);
    expect(JSON.parse(localStorage.getItem('auth_data') ?? '{}')).toEqual({
      user: TEST_USER,
      token: 'tok-1',
      tokenExpiry: 1_900_000_000_000,
    });
    expect(localStorage.getItem('token')).toBe('tok-1');
  });

  it('stores only a minimal user plus the token for an unverified user', async () => {
    const unverified = { ...TEST_USER, isEmailVerified: false, extra: 'not kept' };
    mockFetch(
      on('POST', '/api/auth/login', {
        body: { user: unverified, token: 'tok-2', tokenExpiry: 1_900_000_000_000 },
      }),
    );
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.ready).toBe(true));
    await act(async () => {
      await result.current.login({ email: TEST_USER.email, password: 'pw' });
    });
    expect(result.current.emailVerified).toBe(false);
    const stored = JSON.parse(localStorage.getItem('auth_data') ?? '{}');
    expect(stored.user).toEqual({
      _id: TEST_USER._id,
      email: TEST_USER.email,
      name: TEST_USER.name,
      isEmailVerified: false,
    });
    expect(stored.token).toBe('tok-2');
    expect(sessionStorage.getItem('pendingVerification')).toBe('true');
  });

  it('keeps the request error message on a rejected login', async () => {
    mockFetch(
      on('POST', '/api/auth/login', {
        status: 401,
        body: { code: 'INVALID_CREDENTIALS', message: 'Wrong email or password' },
      }),
    );
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.ready).toBe(true));
    await act(async () => {
      await result.current.login({ email: TEST_USER.email, password: 'bad' });
    });
    expect(result.current.error).toBe('Wrong email or password');
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('registers without storing a token and remembers the e-mail for resend', async () => {
    mockFetch(on('POST', '/api/auth/register', { status: 201, body: { message: '' } }));
    const before = Date.now();
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.ready).toBe(true));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.register({
        name: 'Ada',
        email: 'ada@example.com',
        password: 'long-password',
      });
    });
    expect(outcome).toEqual({
      ok: true,
      message: 'Registration successful! Verification email sent.',
    });
    expect(result.current.registrationSuccess).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('pendingVerificationEmail')).toBe('ada@example.com');
    // Registering sent the e-mail: the pending page counts the resend cooldown from this time.
    const sentAt = Number(sessionStorage.getItem('pendingVerificationSentAt'));
    expect(sentAt).toBeGreaterThanOrEqual(before);
    expect(sentAt).toBeLessThanOrEqual(Date.now());
  });

  it('clears everything on logout even when the server call fails', async () => {
    const signedOut = vi.fn();
    const off = onSignOut(signedOut);
    storeSession(TEST_USER);
    mockFetch(
      on('GET', '/api/auth/status', { body: TEST_USER }),
      on('POST', '/api/auth/logout', { networkError: true }),
    );
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.user).not.toBeNull());
    await waitFor(() => expect(result.current.ready).toBe(true));
    await act(async () => {
      await result.current.logout();
    });
    expect(result.current.user).toBeNull();
    expect(result.current.emailVerified).toBe(false);
    expect(localStorage.getItem('auth_data')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    // What features keep per user (upload drafts) is cleared for the user who left.
    expect(signedOut).toHaveBeenCalledExactlyOnceWith(TEST_USER._id);
    off();
  });

  it('ends no server session on logout when there is no token (just registered)', async () => {
    sessionStorage.setItem('pendingVerificationEmail', 'ada@example.com');
    const { calls } = mockFetch();
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.ready).toBe(true));
    await act(async () => {
      await result.current.logout();
    });
    expect(calls.filter((call) => call.url.includes('/api/auth/logout'))).toHaveLength(0);
    expect(sessionStorage.getItem('pendingVerificationEmail')).toBeNull();
  });

  it('throws when used outside its provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAuth must be used within an AuthProvider',
    );
    spy.mockRestore();
  });
});
