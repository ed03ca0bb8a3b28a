import { appendFile, copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LedgerEntry, PaymentRecord } from './schema.js';
import { DB_FILE, loadStored, openStore, type Store } from './store.js';

const entry = (id: string, amountCents = 100): LedgerEntry => ({
  _id: id,
  userId: 'u1',
  amountCents,
  kind: 'deposit',
  reference: id,
  createdAt: '2025-01-01T00:00:00.000Z',
});
const payment = (id: string): PaymentRecord => ({
  _id: id,
  userId: 'u1',
  kind: 'deposit',
  amountCents: 500,
  status: 'pending',
  createdAt: '2025-01-01T00:00:00.000Z',
  expiresAt: '2025-01-02T00:00:00.000Z',
});

const journals = async (dir: string) =>
  (await readdir(dir)).filter((name) => name.startsWith('db.journal.')).sort();

describe('store journal', () => {
  let dir: string;
  let store: Store;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'inkreel-journal-'));
    store = await openStore(dir);
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('appends each commit to the journal and leaves the snapshot alone', async () => {
    const snapshot = await readFile(path.join(dir, DB_FILE), 'utf8');
    store.data.payments.push(payment('p1'));
    await store.write();
    store.data.ledger.push(entry('e1'));
    await store.write();
    expect(await readFile(path.join(dir, DB_FILE), 'utf8')).toBe(snapshot);
    const [name] = await journals(dir);
    const lines = (await readFile(path.join(dir, name as string), 'utf8')).trim().split('\n');
    expect(lines.map((l) => JSON.parse(l) as unknown)).toEqual([
      { put: { payments: [payment('p1')] } },
      { put: { ledger: [entry('e1')] } },
    ]);
  });

  it('replays inserts, in-place changes, removals and replaced lists on open', async () => {
    store.data.ledger.push(entry('e1'), entry('e2'), entry('e3'));
    store.data.payments.push(payment('p1'));
    await store.write();
    const p1 = store.data.payments[0] as PaymentRecord;
    p1.status = 'paid';
    store.changed('payments', p1);
    store.data.ledger.splice(1, 1);
    await store.write();
    store.data.ledger = store.data.ledger.filter((e) => e._id !== 'e3');
    store.data.ledger.push(entry('e4', 250));
    await store.write();

    const reopened = await openStore(dir);
    expect(reopened.data.ledger.map((e) => e._id)).toEqual(['e1', 'e4']);
    expect(reopened.data.payments).toEqual([{ ...payment('p1'), status: 'paid' }]);
    expect(reopened.index.balanceCents('u1')).toBe(350);
    await reopened.close();
  });

  it('drops a torn last line (a commit never acknowledged) and goes on in a new file', async () => {
    store.data.ledger.push(entry('e1'));
    await store.write();
    await store.close();
    const [name] = await journals(dir);
    await appendFile(path.join(dir, name as string), '{"put":{"ledger":[{"_id":"torn","userId"');

    store = await openStore(dir);
    expect(store.data.ledger.map((e) => e._id)).toEqual(['e1']);
    store.data.ledger.push(entry('e2'));
    await store.write();
    expect((await journals(dir)).length).toBe(2);
    expect((await loadStored(dir)).ledger.map((e) => e._id)).toEqual(['e1', 'e2']);
  });

  it('refuses to open when a complete line is damaged, rather than lose what follows', async () => {
    store.data.ledger.push(entry('e1'));
    await store.write();
    await store.close();
    const [name] = await journals(dir);
    await appendFile(path.join(dir, name as string), 'not json\n{"put":{}}\n');
    await expect(openStore(dir)).rejects.toThrow(/line 2 is damaged/);
  });

  it('fails the write that follows a change made in place without changed() (tests)', async () => {
    store.data.payments.push(payment('p1'));
    await store.write();
    (store.data.payments[0] as PaymentRecord).status = 'paid';
    await expect(store.write()).rejects.toThrow(/payments record p1 was changed in place/);
  });

  it('compacts: the snapshot takes the journal in, old journal files go, nothing lost', async () => {
    await store.close();
    store = await openStore(dir, { compactAfterBytes: 2000 });
    for (let i = 0; i < 40; i += 1) {
      store.data.ledger.push(entry(`e${i}`));
      await store.write();
    }
    await store.compact();
    const snapshot = JSON.parse(await readFile(path.join(dir, DB_FILE), 'utf8')) as {
      ledger: LedgerEntry[];
      _journalFrom: number;
    };
    expect(snapshot.ledger.length).toBeGreaterThan(30);
    expect(await journals(dir)).not.toContain('db.journal.1');
    for (const name of await journals(dir)) {
      expect(Number(name.split('.').pop())).toBeGreaterThanOrEqual(snapshot._journalFrom);
    }
    expect((await loadStored(dir)).ledger).toHaveLength(40);
  });

  it('keeps changes made while a compaction serialises the records', async () => {
    for (let i = 0; i < 2000; i += 1) store.data.ledger.push(entry(`e${i}`));
    store.data.payments.push(payment('p1'));
    await store.write();
    const compaction = store.compact();
    // During the compaction: a change in place, a removal, an insert.
    const p1 = store.data.payments[0] as PaymentRecord;
    p1.status = 'paid';
    store.changed('payments', p1);
    store.data.ledger.splice(0, 1);
    store.data.ledger.push(entry('late'));
    await store.write();
    await compaction;
    const stored = await loadStored(dir);
    expect(stored.payments[0]?.status).toBe('paid');
    expect(stored.ledger).toHaveLength(2000);
    expect(stored.ledger.some((e) => e._id === 'e0')).toBe(false);
    expect(stored.ledger.at(-1)?._id).toBe('late');
  });

  it('recovers from a crash part way through a compaction, at every step', async () => {
    for (let i = 0; i < 10; i += 1) store.data.ledger.push(entry(`e${i}`));
    await store.write();
    const expected = await loadStored(dir);
    const before = await journals(dir);
    const saved = path.join(dir, 'saved');
    await copyFile(path.join(dir, before[0] as string), saved);

    // Died while writing the new snapshot: a partial file beside the old snapshot and journal.
    await writeFile(path.join(dir, 'db.json.compact-9'), '{"users":[{"_id":');
    let reopened = await openStore(dir);
    expect(reopened.data).toEqual(expected);
    expect((await readdir(dir)).some((n) => n.startsWith('db.json.compact-'))).toBe(false);
    await reopened.close();

    // Died after the rename, before the old journal was deleted: the snapshot names the first
    // journal it needs, so the old one is recognised as folded in, and deleted.
    await store.compact();
    expect(await journals(dir)).not.toContain(before[0]);
    await copyFile(saved, path.join(dir, before[0] as string));
    reopened = await openStore(dir);
    expect(reopened.data).toEqual(expected);
    expect(await journals(dir)).not.toContain(before[0]);
    await reopened.close();
  });

  it('replace() starts over: a new snapshot, no journal of the old records', async () => {
    store.data.ledger.push(entry('old'));
    await store.write();
    await store.replace({ ...store.data, ledger: [entry('new')] });
    expect((await loadStored(dir)).ledger.map((e) => e._id)).toEqual(['new']);
    const reopened = await openStore(dir);
    expect(reopened.data.ledger.map((e) => e._id)).toEqual(['new']);
    await reopened.close();
  });
});
