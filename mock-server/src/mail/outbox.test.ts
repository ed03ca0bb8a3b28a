import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { devCalls } from '@inkreel/shared';
import { openStore } from '../db/store.js';
import { latestVerificationToken, registerAccount } from '../test/auth-flows.js';
import { expectReply } from '../test/expect-reply.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** Everything the store keeps on disk: db.json (docs/decisions/0261-db-json-is-the-truth.md). */
async function onDisk(dataDir: string): Promise<string> {
  return readFile(path.join(dataDir, 'db.json'), 'utf8');
}

describe('the outbox', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  it('serves verification links from memory and never writes them to disk', async () => {
    t = await createTestApp();
    const { email } = await registerAccount(t);
    const token = latestVerificationToken(t, email);
    const mailbox = await request(t.app).get('/__dev/mailbox');
    expectReply(devCalls.mailbox, mailbox, 200);
    expect(JSON.stringify(mailbox.body)).toContain(token);

    const stored = await onDisk(t.dataDir);
    expect(stored).toContain(email);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain('verify-email');
  });

  it('keeps nothing when the dev routes are off', async () => {
    t = await createTestApp({ MOCK_DEV_ROUTES: 'false' });
    const { email } = await registerAccount(t);
    expect(t.deps.outbox.list()).toEqual([]);
    expect(await onDisk(t.dataDir)).toContain(email);
    expect((await request(t.app).get('/__dev/mailbox')).status).toBe(404);
  });

  it('drops an outbox an older version left in db.json', async () => {
    t = await createTestApp();
    const file = path.join(t.dataDir, 'db.json');
    await writeFile(file, JSON.stringify({ users: [], mail: [{ text: 'verify-email/old' }] }));
    await openStore(t.dataDir);
    expect(await readFile(file, 'utf8')).not.toContain('verify-email');
  });
});
