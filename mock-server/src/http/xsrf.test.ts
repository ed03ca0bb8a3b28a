import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authCalls,
  IDEMPOTENCY_HEADER,
  walletCalls,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
} from '@inkreel/shared';
import { expectReply } from '../test/expect-reply.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createUser, type TestUser } from '../test/users.js';

const CLIENT = 'http://client.test:5173';

/** The XSRF-TOKEN cookies a reply sets. */
function xsrfCookies(res: request.Response): string[] {
  return [res.headers['set-cookie'] ?? []]
    .flat()
    .filter((c) => c.startsWith(`${XSRF_COOKIE_NAME}=`));
}
const cookieValue = (cookie: string | undefined) => cookie?.split(';')[0]?.split('=')[1];

describe('XSRF protection', () => {
  let t: TestApp;
  let user: TestUser;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ CLIENT_ORIGIN: CLIENT });
    user = await createUser(t.deps);
    token = (await request(t.app).get('/api/health')).get(XSRF_HEADER_NAME) ?? '';
  });
  afterAll(() => t.cleanup());

  let keys = 0;
  const deposit = () =>
    request(t.app)
      .post('/api/wallet/deposit')
      .set('Authorization', user.bearer)
      .set(IDEMPOTENCY_HEADER, `xsrf-test-key-${(keys += 1)}`);

  /** A refused call is refused before anything happens: no payment is created. */
  async function expectRefused(req: request.Test) {
    const payments = t.deps.store.data.payments.length;
    const res = await req.send({ amount: 1 });
    expectReply(walletCalls.deposit, res, 403);
    expect(res.body).toEqual({
      code: 'XSRF_MISMATCH',
      message: 'Missing or mismatched X-XSRF-TOKEN header',
    });
    expect(t.deps.store.data.payments).toHaveLength(payments);
    return res;
  }

  describe('issuing', () => {
    it('gives a client without a token a readable Lax cookie and the same token in a header', async () => {
      const res = await request(t.app).get('/api/health');
      const [cookie, ...more] = xsrfCookies(res);
      expect(more).toEqual([]);
      expect(cookie).toMatch(
        new RegExp(
          `^${XSRF_COOKIE_NAME}=[A-Za-z0-9_-]{24}\\.[A-Za-z0-9_-]{43}; Path=/; SameSite=Lax$`,
        ),
      );
      expect(res.get(XSRF_HEADER_NAME)).toBe(cookieValue(cookie));
    });

    it('sets the cookie once per session: a request with a valid one gets it back, no new cookie', async () => {
      const res = await request(t.app)
        .get('/api/health')
        .set('Cookie', `${XSRF_COOKIE_NAME}=${token}`);
      expect(xsrfCookies(res)).toEqual([]);
      expect(res.get(XSRF_HEADER_NAME)).toBe(token);
    });

    it('keeps the token a client on another site echoes in the header, without a cookie', async () => {
      const res = await request(t.app)
        .get('/api/health')
        .set('Origin', CLIENT)
        .set('Sec-Fetch-Site', 'cross-site')
        .set(XSRF_HEADER_NAME, token);
      expect(xsrfCookies(res)).toEqual([]);
      expect(res.get(XSRF_HEADER_NAME)).toBe(token);
    });

    it('offers no cookie to a cross-site request, which a browser would drop anyway', async () => {
      const res = await request(t.app).get('/api/health').set('Sec-Fetch-Site', 'cross-site');
      expect(xsrfCookies(res)).toEqual([]);
      expect(res.get(XSRF_HEADER_NAME)).toMatch(/^[A-Za-z0-9_-]{24}\.[A-Za-z0-9_-]{43}$/);
    });

    it('replaces a forged or old-format cookie', async () => {
      const res = await request(t.app)
        .get('/api/health')
        .set('Cookie', `${XSRF_COOKIE_NAME}=made-up`);
      const [cookie] = xsrfCookies(res);
      expect(cookieValue(cookie)).not.toBe('made-up');
      expect(res.get(XSRF_HEADER_NAME)).toBe(cookieValue(cookie));
    });

    it('leaves pages outside /api alone', async () => {
      const res = await request(t.app).get('/checkout/unknown');
      expect(xsrfCookies(res)).toEqual([]);
      expect(res.get(XSRF_HEADER_NAME)).toBeUndefined();
    });
  });

  describe('a browser on the provider origin (cookie sent)', () => {
    it('refuses the cookie without the header', async () => {
      await expectRefused(deposit().set('Cookie', `${XSRF_COOKIE_NAME}=${token}`));
    });

    it('refuses a header that does not match the cookie, even a validly signed one', async () => {
      const other = (await request(t.app).get('/api/health')).get(XSRF_HEADER_NAME) ?? '';
      const res = await expectRefused(
        deposit().set('Cookie', `${XSRF_COOKIE_NAME}=${token}`).set(XSRF_HEADER_NAME, other),
      );
      // The refusal names the token to retry with: the cookie's.
      expect(res.get(XSRF_HEADER_NAME)).toBe(token);
    });

    it('refuses an empty cookie without a header', async () => {
      await expectRefused(deposit().set('Cookie', `${XSRF_COOKIE_NAME}=`));
    });

    it('refuses a forged cookie echoed in the header', async () => {
      await expectRefused(
        deposit().set('Cookie', `${XSRF_COOKIE_NAME}=abc`).set(XSRF_HEADER_NAME, 'abc'),
      );
    });

    it('lets a matching header through', async () => {
      const res = await deposit()
        .set('Cookie', `${XSRF_COOKIE_NAME}=${token}`)
        .set(XSRF_HEADER_NAME, token)
        .send({ amount: 1 });
      expectReply(walletCalls.deposit, res, 200);
    });
  });

  describe('a browser on an allowed client origin (Origin sent, cookie not)', () => {
    it('refuses a call without the header, whatever cookies arrive', async () => {
      await expectRefused(deposit().set('Origin', CLIENT));
      await expectRefused(deposit().set('Origin', CLIENT).set('Cookie', 'session=1'));
    });

    it('refuses a header the provider did not sign', async () => {
      await expectRefused(
        deposit().set('Origin', CLIENT).set(XSRF_HEADER_NAME, 'AAAAAAAAAAAAAAAAAAAAAAAA.forged'),
      );
    });

    it('brings a token with the refusal, and a retry with it passes', async () => {
      const refused = await expectRefused(deposit().set('Origin', CLIENT));
      const fresh = refused.get(XSRF_HEADER_NAME) ?? '';
      const res = await deposit()
        .set('Origin', CLIENT)
        .set(XSRF_HEADER_NAME, fresh)
        .send({ amount: 1 });
      expectReply(walletCalls.deposit, res, 200);
    });

    it('refuses the same for an origin that is not allowed', async () => {
      await expectRefused(deposit().set('Origin', 'http://evil.test'));
    });
  });

  it('lets a client with neither cookie nor Origin through (curl, servers)', async () => {
    const res = await deposit().send({ amount: 1 });
    expectReply(walletCalls.deposit, res, 200);
  });

  it('does not check safe methods', async () => {
    const res = await request(t.app)
      .get('/api/wallet/balance')
      .set('Authorization', user.bearer)
      .set('Origin', CLIENT)
      .set('Cookie', `${XSRF_COOKIE_NAME}=${token}`);
    expectReply(walletCalls.balance, res, 200);
  });

  describe('rotation', () => {
    it('gives a new token on login and on logout', async () => {
      const login = await request(t.app)
        .post('/api/auth/login')
        .set('Cookie', `${XSRF_COOKIE_NAME}=${token}`)
        .set(XSRF_HEADER_NAME, token)
        .send({ email: user.user.email, password: user.password });
      expectReply(authCalls.login, login, 200);
      const [loginCookie, ...more] = xsrfCookies(login);
      expect(more).toEqual([]);
      const afterLogin = cookieValue(loginCookie);
      expect(afterLogin).toBeDefined();
      expect(afterLogin).not.toBe(token);
      expect(login.get(XSRF_HEADER_NAME)).toBe(afterLogin);

      const logout = await request(t.app)
        .post('/api/auth/logout')
        .set('Authorization', `Bearer ${login.body.token as string}`)
        .set('Cookie', `${XSRF_COOKIE_NAME}=${afterLogin}`)
        .set(XSRF_HEADER_NAME, afterLogin ?? '')
        .send({});
      expectReply(authCalls.logout, logout, 200);
      const afterLogout = cookieValue(xsrfCookies(logout)[0]);
      expect(afterLogout).toBeDefined();
      expect(afterLogout).not.toBe(afterLogin);
      expect(logout.get(XSRF_HEADER_NAME)).toBe(afterLogout);
    });

    it('keeps the token when a login fails', async () => {
      const res = await request(t.app)
        .post('/api/auth/login')
        .set('Cookie', `${XSRF_COOKIE_NAME}=${token}`)
        .set(XSRF_HEADER_NAME, token)
        .send({ email: user.user.email, password: 'wrong-password' });
      expect(res.status).toBe(401);
      expect(xsrfCookies(res)).toEqual([]);
      expect(res.get(XSRF_HEADER_NAME)).toBe(token);
    });
  });
});
