import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { authCalls } from '@inkreel/shared';
import { loadEnv } from '../../env.js';
import { expectReply } from '../../test/expect-reply.js';
import { createTestApp } from '../../test/test-app.js';
import { uniqueEmail } from '../../test/auth-flows.js';
import { DEFAULT_PASSWORD_HASH_COST, hashPassword, verifyPassword } from './password.js';

// 'demo-password' hashed at the default cost (N=2^17) with a fixed salt: a hash as db.json keeps
// it from before PASSWORD_HASH_COST existed.
const STORED_AT_17 =
  'scrypt$131072$8$1$c2FsdC1mb3ItdGhlLXRlc3Q=$AZeyDyL5aCmWzfHYvcRfCf0qwNFSePXfsLQ+KYStXLqhCwquxRXnSpkEABseWAQ7LcoG/6CzJKK4dyHmLTPn5g==';

describe('password hashing', () => {
  it('uses N=2^17 unless PASSWORD_HASH_COST says otherwise, and refuses a cost below 10', () => {
    expect(DEFAULT_PASSWORD_HASH_COST).toBe(17);
    expect(loadEnv({}).PASSWORD_HASH_COST).toBe(17);
    expect(loadEnv({ PASSWORD_HASH_COST: '12' }).PASSWORD_HASH_COST).toBe(12);
    expect(() => loadEnv({ PASSWORD_HASH_COST: '8' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadEnv({ PASSWORD_HASH_COST: 'fast' })).toThrow(/PASSWORD_HASH_COST/);
  });

  it('hashes a registration at N=2^17 on a server left at the default', async () => {
    // An empty value counts as unset (loadEnv), so this app runs with the production default.
    const t = await createTestApp({ PASSWORD_HASH_COST: '' });
    try {
      expect(t.deps.env.PASSWORD_HASH_COST).toBe(17);
      const res = await request(t.app)
        .post('/api/auth/register')
        .send({ name: 'Default Cost', email: uniqueEmail('cost'), password: 'full-cost-1' });
      expectReply(authCalls.register, res, 201);
      const stored = t.deps.store.data.users.find((u) => u._id === res.body.user._id);
      expect(stored?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    } finally {
      await t.cleanup();
    }
  });

  it('verifies a hash by the parameters it carries, whatever the cost of new hashes', async () => {
    expect(await verifyPassword('demo-password', STORED_AT_17)).toBe(true);
    expect(await verifyPassword('demo-passwore', STORED_AT_17)).toBe(false);

    const cheap = await hashPassword('s3cret-phrase', 10);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('s3cret-phrase', cheap)).toBe(true);
    expect(await verifyPassword('s3cret-phrasf', cheap)).toBe(false);
    // A salt of its own every time.
    expect(await hashPassword('s3cret-phrase', 10)).not.toBe(cheap);
  });

  it('does not match a malformed or foreign stored value', async () => {
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$10$abc')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1024$8$1$')).toBe(false);
  });
});
