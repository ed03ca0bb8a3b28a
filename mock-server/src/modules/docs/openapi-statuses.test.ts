import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls, buildUrl, XSRF_COOKIE_NAME, type CallContract } from '@inkreel/shared';
import { buildOpenApiDocument } from '@inkreel/shared/openapi';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Schema = Record<string, unknown> & { properties?: Record<string, Schema> };
type Operation = {
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Paths = Record<string, Record<string, Operation>>;

const paths = buildOpenApiDocument().paths as Paths;
const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');
const documented = allCalls.filter(({ call }) => call.scope !== 'dev');
const operationOf = (call: CallContract): Operation => {
  const operation = paths[toOpenApiPath(call.path)]?.[call.method.toLowerCase()];
  if (!operation) throw new Error(`${call.method} ${call.path} is not in the document`);
  return operation;
};
const statusesOf = (call: CallContract) => Object.keys(operationOf(call).responses).map(Number);

/** A path for the call with every parameter filled by a plausible value. */
const urlOf = (call: CallContract) =>
  call.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => `some-${name}`);

describe('the statuses of the shared layers in the OpenAPI document', () => {
  it.each(documented.map(({ id, call }) => [id, call] as const))(
    '%s lists its layers’ statuses',
    (_id, call) => {
      const statuses = statusesOf(call);
      // Every call documents how it succeeds, whatever layers it passes.
      expect(statuses.some((status) => status >= 200 && status < 400)).toBe(true);
      if (call.method === 'POST')
        expect(statuses).toEqual(expect.arrayContaining([400, 403, 413, 415]));
      if (call.params || call.query || call.headers || call.body) expect(statuses).toContain(400);
      if (call.auth === true) expect(statuses).toContain(401);
      if (call.multipart) expect(statuses).toEqual(expect.arrayContaining([413, 415]));
    },
  );

  it('publishes the register e-mail pattern and the deposit amount’s two decimals', () => {
    const register = paths['/api/auth/register']?.post?.requestBody?.content['application/json'];
    expect(register?.schema.properties?.email).toMatchObject({ type: 'string', maxLength: 254 });
    expect(register?.schema.properties?.email?.pattern).toEqual(expect.any(String));
    const deposit = paths['/api/wallet/deposit']?.post?.requestBody?.content['application/json'];
    expect(deposit?.schema.properties?.amount).toMatchObject({ multipleOf: 0.01 });
  });
});

describe('the shared layers answer only documented statuses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('refuses a forged XSRF cookie on every POST with a documented 403', async () => {
    for (const { call } of documented.filter(({ call }) => call.method === 'POST')) {
      const req = request(t.app).post(urlOf(call)).set('Cookie', `${XSRF_COOKIE_NAME}=forged`);
      // A JSON body on an upload would be refused for its type first (415).
      const res = await (call.multipart ? req : req.send({}));
      expect(res.status, `${call.method} ${call.path}`).toBe(403);
      expect(res.body).toMatchObject({ code: 'XSRF_MISMATCH' });
      expect(statusesOf(call)).toContain(403);
    }
  });

  it('ignores a broken JSON body on a GET, answering what the GET documents', async () => {
    const call = documented.find(
      ({ call }) => call.method === 'GET' && !call.params && !call.auth && !call.binary,
    )?.call;
    if (!call) throw new Error('no public JSON GET without parameters');
    const res = await request(t.app)
      .get(buildUrl(call))
      .set('Content-Type', 'application/json')
      .send('{"broken":');
    expect(statusesOf(call)).toContain(res.status);
    expect(res.status).toBeLessThan(500);
  });

  it('names the same methods in OPTIONS and in a 405', async () => {
    for (const path of ['/api/poems', '/api/stories', '/api/videos', '/api/auth/login']) {
      const options = await request(t.app).options(path);
      const refused = await request(t.app).delete(path);
      expect(options.status, path).toBe(204);
      expect(refused.status, path).toBe(405);
      expect(refused.body).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
      expect(refused.headers.allow, path).toBe(options.headers.allow);
    }
    const poems = await request(t.app).options('/api/poems');
    expect(poems.headers.allow).toBe('GET, HEAD, POST');
  });
});
