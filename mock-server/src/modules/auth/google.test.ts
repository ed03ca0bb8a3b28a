import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';

const CLIENT = 'http://client.test';
type Agent = ReturnType<typeof request.agent>;

/** Where a 303 sends the browser, as a path on this server (or the absolute URL elsewhere). */
function next(res: request.Response, origin: string): string {
  expect(res.status, `${res.status} ${res.text}`).toBe(303);
  const location = String(res.headers.location);
  return location.startsWith(origin) ? location.slice(origin.length) : location;
}

describe('Continue with Google against the stand-in (issue 32, item 2)', () => {
  let t: TestApp;
  let server: Server;
  let origin: string;

  // What oidc-provider prints of its own (warnings about defaults, notices), from the first sign-in on.
  const libraryLines: string[] = [];
  beforeAll(async () => {
    for (const level of ['warn', 'info', 'log'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        libraryLines.push(args.map(String).join(' '));
      });
    }
    // A real listener: openid-client reaches the stand-in over HTTP, as it would reach Google.
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({ PUBLIC_URL: origin, CLIENT_ORIGIN: CLIENT });
    server.on('request', t.app);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    server.close();
    await t.cleanup();
  });

  /** start → the identity provider's page; answers the agent and the page's interaction path. */
  async function toSignInPage(agent: Agent = request.agent(origin)) {
    const authorize = next(await agent.get('/api/auth/google/start'), origin);
    const interaction = next(await agent.get(authorize), origin);
    const page = await agent.get(interaction);
    expect(page.status).toBe(200);
    return { agent, authorize, interaction, page };
  }

  /** Follows the identity provider back to the callback; answers the client URL it ends on. */
  async function backToClient(agent: Agent, submitted: request.Response): Promise<string> {
    const resume = next(submitted, origin);
    const callback = next(await agent.get(resume), origin);
    expect(callback).toMatch(/^\/api\/auth\/google\/callback\?/);
    return next(await agent.get(callback), origin);
  }

  async function signIn(email: string, name: string, browser?: Agent) {
    const { agent, interaction } = await toSignInPage(browser);
    const done = await backToClient(
      agent,
      await agent.post(`${interaction}/login`).type('form').send({ email, name }),
    );
    expect(done).toMatch(new RegExp(`^${CLIENT}/auth/google/callback#code=[\\w-]{43}$`));
    const code = done.split('#code=')[1] ?? '';
    // The client's call (from its own origin, without the provider's cookies).
    return { code, reply: await request(t.app).post('/api/auth/google/session').send({ code }) };
  }

  it('declares itself, and the stand-in publishes discovery with PKCE S256', async () => {
    const declared = await request(t.app).get('/api/auth/google');
    expect(declared.body).toEqual({ startUrl: `${origin}/api/auth/google/start` });
    const discovery = await request(origin).get('/idp/.well-known/openid-configuration');
    expect(discovery.body).toMatchObject({
      issuer: `${origin}/idp`,
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('sends the browser to the identity provider with PKCE S256, state and nonce', async () => {
    const { authorize, page } = await toSignInPage();
    const query = new URL(authorize, origin).searchParams;
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(query.get('state')).toBeTruthy();
    expect(query.get('nonce')).toBeTruthy();
    expect(page.text).toContain('Choose an account');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('refuses an authorization request without PKCE', async () => {
    const authorize = next(await request(origin).get('/api/auth/google/start'), origin);
    const url = new URL(authorize, origin);
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const res = await request(origin).get(`${url.pathname}${url.search}`);
    expect(res.status).toBe(303);
    expect(String(res.headers.location)).toContain('error=invalid_request');
  });

  it('creates a new user, verified, with the name from the identity token', async () => {
    const { reply } = await signIn('New.Person@Example.com', 'New Person');
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({
      email: 'new.person@example.com',
      name: 'New Person',
      isEmailVerified: true,
    });
    const status = await request(t.app)
      .get('/api/auth/status')
      .set('Authorization', `Bearer ${reply.body.token}`);
    expect(status.body.email).toBe('new.person@example.com');
  });

  it('makes an account without a password, which sets one through the mailed link (issue 51)', async () => {
    const { reply } = await signIn('no.password@example.com', 'No Password');
    expect(reply.body.user).toMatchObject({ hasPassword: false });
    const bearer = `Bearer ${reply.body.token}`;
    const change = await request(t.app)
      .post('/api/account/password')
      .set('Authorization', bearer)
      .send({ currentPassword: 'whatever-it-was', newPassword: 'a-brand-new-one' });
    expect(change.status).toBe(409);
    expect(change.body.code).toBe('PASSWORD_NOT_SET');
    // Nothing signs in with a password before one is set.
    const guess = await request(t.app)
      .post('/api/auth/login')
      .send({ email: 'no.password@example.com', password: 'whatever-it-was' });
    expect(guess.status).toBe(401);

    await request(t.app)
      .post('/api/auth/forgot-password')
      .send({ email: 'no.password@example.com' })
      .expect(200);
    const mail = t.deps.outbox.list().findLast((m) => m.to === 'no.password@example.com');
    expect(mail?.subject).toBe('Set a password for Inkreel');
    const token = /reset-password\/([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    await request(t.app)
      .post('/api/auth/reset-password')
      .send({ token, password: 'a-brand-new-one' })
      .expect(200);
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: 'no.password@example.com', password: 'a-brand-new-one' });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ hasPassword: true });
  });

  it('offers the account chooser again on the next sign-in, instead of signing straight back in', async () => {
    const browser = request.agent(origin);
    const first = await signIn('returning@example.com', 'Returning Person', browser);
    expect(first.reply.status).toBe(200);
    // The same browser, signed in at the identity provider, starts again (after Logout): the
    // chooser comes back, its account first, rather than a redirect straight to the callback.
    const { page } = await toSignInPage(browser);
    expect(page.text).toContain('Choose an account');
    const accounts = [...page.text.matchAll(/<button class="account" type="submit">([^<]+)</g)];
    expect(accounts.map((m) => m[1])).toEqual(['Returning Person', 'Demo User', 'Grace Hopper']);
  });

  it('links an existing account with the same e-mail, and the code works once', async () => {
    const existing = await createUser(t.deps, { email: 'linked@example.com', name: 'Kept Name' });
    const { code, reply } = await signIn('linked@example.com', 'Other Name');
    expect(reply.body.user).toMatchObject({ _id: existing.user._id, name: 'Kept Name' });
    expect(t.deps.store.data.users.filter((u) => u.email === 'linked@example.com')).toHaveLength(1);
    const again = await request(t.app).post('/api/auth/google/session').send({ code });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('SIGN_IN_CODE_INVALID');
  });

  it('verifies an unverified account it links, and takes its unverified password away', async () => {
    const squatter = await createUser(t.deps, { email: 'squat@example.com', verified: false });
    const { reply } = await signIn('squat@example.com', 'Real Owner');
    expect(reply.body.user).toMatchObject({ _id: squatter.user._id, isEmailVerified: true });
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: 'squat@example.com', password: squatter.password });
    expect(login.status).toBe(401);
  });

  it('returns to /login with "cancelled" when the user cancels', async () => {
    const { agent, interaction } = await toSignInPage();
    const done = await backToClient(agent, await agent.post(`${interaction}/cancel`));
    expect(done).toBe(`${CLIENT}/login?google=cancelled`);
  });

  it('refuses a callback whose state is not the one it sent', async () => {
    const { agent, interaction } = await toSignInPage();
    const resume = next(
      await agent
        .post(`${interaction}/login`)
        .type('form')
        .send({ email: 'a@example.com', name: 'A' }),
      origin,
    );
    const callback = new URL(next(await agent.get(resume), origin), origin);
    callback.searchParams.set('state', 'forged-state');
    const done = next(await agent.get(`${callback.pathname}${callback.search}`), origin);
    expect(done).toBe(`${CLIENT}/login?google=failed`);
    expect(t.deps.store.data.users.some((u) => u.email === 'a@example.com')).toBe(false);
  });

  it('refuses a callback from a browser that did not start the sign-in', async () => {
    const { agent, interaction } = await toSignInPage();
    const resume = next(
      await agent
        .post(`${interaction}/login`)
        .type('form')
        .send({ email: 'b@example.com', name: 'B' }),
      origin,
    );
    const callback = next(await agent.get(resume), origin);
    // Another browser (no flow cookie) arriving with this code: a login CSRF attempt.
    const done = next(await request(origin).get(callback), origin);
    expect(done).toBe(`${CLIENT}/login?google=failed`);
  });

  it('shows the page again with a message for a typed e-mail that is not one', async () => {
    const { agent, interaction } = await toSignInPage();
    const res = await agent
      .post(`${interaction}/login`)
      .type('form')
      .send({ email: 'nope', name: 'X' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Enter a valid e-mail address');
  });

  it('refuses an unknown one-time code, and a missing one', async () => {
    const unknown = await request(t.app)
      .post('/api/auth/google/session')
      .send({ code: 'x'.repeat(43) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('SIGN_IN_CODE_INVALID');
    const missing = await request(t.app).post('/api/auth/google/session').send({});
    expect(missing.body.code).toBe('VALIDATION_FAILED');
  });

  it('fault lab identity-provider-down: the code exchange fails and the user returns to /login', async () => {
    t.deps.faults.set('identity-provider-down');
    try {
      const { agent, interaction } = await toSignInPage();
      const done = await backToClient(
        agent,
        await agent
          .post(`${interaction}/login`)
          .type('form')
          .send({ email: 'c@example.com', name: 'C' }),
      );
      expect(done).toBe(`${CLIENT}/login?google=failed`);
    } finally {
      t.deps.faults.set('normal');
    }
  });

  // Last in this block: every sign-in above has run.
  it('lets the mock print only its own lines: oidc-provider warns of nothing left to its defaults', () => {
    // Before Node 22 the library also says the runtime is unsupported, which is true there.
    const own = libraryLines.filter((line) => !line.includes('Unsupported runtime'));
    expect(own.filter((line) => /oidc-provider|NOTICE|WARNING/.test(line))).toEqual([]);
  });
});

describe('Continue with Google when the identity provider cannot be reached', () => {
  it('start returns to /login with "failed"', async () => {
    // Port 9 (discard) has no listener here: the connection is refused at once.
    const t = await createTestApp({
      GOOGLE_ISSUER: 'http://127.0.0.1:9/nobody',
      CLIENT_ORIGIN: CLIENT,
    });
    try {
      const res = await request(t.app).get('/api/auth/google/start');
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(`${CLIENT}/login?google=failed`);
      expect((await request(t.app).get('/idp/.well-known/openid-configuration')).status).toBe(404);
    } finally {
      await t.cleanup();
    }
  });
});
