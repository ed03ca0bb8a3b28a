import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allCalls,
  documentedStatuses,
  errorBodySchema,
  hasRequestBody,
  type CallContract,
} from '@inkreel/shared';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createUser, type TestUser } from '../test/users.js';

/** The keys of a contract part when it is an object schema (zod/mini keeps them in its def). */
function keysOf(schema: CallContract['body']): string[] {
  const def = (schema as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod
    ?.def;
  return def?.shape ? Object.keys(def.shape) : [];
}

/** A value for a field: plausible (an address for e-mail fields) or of any JSON type. */
const valueFor = (key: string): fc.Arbitrary<unknown> =>
  fc.oneof(
    /email/i.test(key) ? fc.emailAddress() : fc.string({ maxLength: 40 }),
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.boolean(),
    fc.constant(null),
    fc.string({ minLength: 150, maxLength: 300 }),
  );

/** A request built from the call's contract: every declared field, each present or left out. */
function requestFor(call: CallContract) {
  const strings = (keys: string[]) =>
    fc.record<Record<string, string>>(
      Object.fromEntries(keys.map((key) => [key, valueFor(key).map(String)])),
      { requiredKeys: [] },
    );
  return fc.record({
    params: strings(keysOf(call.params)),
    query: strings(keysOf(call.query)),
    headers: strings(keysOf(call.headers)),
    body: fc.record(Object.fromEntries(keysOf(call.body).map((key) => [key, valueFor(key)])), {
      requiredKeys: [],
    }),
    signedIn: fc.boolean(),
  });
}

const calls = allCalls.filter(({ call }) => call.scope !== 'dev');

describe('requests generated from the contracts', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.deps, { credits: 100 });
  });
  afterAll(() => t.cleanup());

  it.each(calls.map(({ id, call }) => [id, call] as const))(
    '%s answers no 5xx, only documented statuses and bodies that keep the contract',
    async (_id, call) => {
      await fc.assert(
        fc.asyncProperty(requestFor(call), async (input) => {
          const path = call.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
            const value = input.params[name];
            return encodeURIComponent(value === undefined || value === '' ? 'x' : value);
          });
          const method = call.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
          let req = request(t.app)[method](path).query(input.query);
          for (const [name, value] of Object.entries(input.headers)) {
            req = req.set(name, value.replace(/[^\x20-\x7e]/g, ''));
          }
          if (input.signedIn) req = req.set('Authorization', user.bearer);
          const res = hasRequestBody(call.method) ? await req.send(input.body) : await req;
          const where = `${call.method} ${path} → ${res.status} ${JSON.stringify(res.body)}`;
          expect(res.status, where).toBeLessThan(500);
          expect(documentedStatuses(call), where).toContain(res.status);
          if (call.binary && res.status < 300) return;
          const schema = call.responses[res.status] ?? errorBodySchema;
          expect(schema.safeParse(res.body).success, where).toBe(true);
        }),
        { numRuns: 15 },
      );
    },
  );
});
