import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyData, type DbData, type LedgerEntry, type VideoRecord } from './schema.js';
import { DB_FILE, openStore } from './store.js';

const entry = (id: string, amountCents: number): LedgerEntry => ({
  _id: id,
  userId: 'u1',
  amountCents,
  kind: 'deposit',
  reference: id,
  createdAt: '2025-01-01T00:00:00.000Z',
});
const video = (id: string): VideoRecord => ({
  _id: id,
  title: id,
  description: '',
  tags: [],
  views: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  videoFile: `${id}.mp4`,
  uploaderId: 'u1',
  featured: false,
  status: 'ready',
});

describe('the store: db.json is its whole truth', () => {
  let dir: string;
  const onDisk = async (): Promise<DbData> =>
    JSON.parse(await readFile(path.join(dir, DB_FILE), 'utf8')) as DbData;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'inkreel-store-'));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await rm(dir, { recursive: true, force: true });
  });

  it('leaves an empty db.json on a first start, and nothing else beside it', async () => {
    await openStore(dir);
    expect(await onDisk()).toEqual(emptyData());
    expect((await readdir(dir)).sort()).toEqual([DB_FILE, 'media']);
  });

  it('has every change in db.json once its write resolves, in-place changes included', async () => {
    const store = await openStore(dir);
    store.data.videos.push(video('v1'));
    await store.write();
    const record = store.data.videos[0] as VideoRecord;
    record.title = 'Renamed in place';
    await store.write();
    expect((await onDisk()).videos[0]?.title).toBe('Renamed in place');
  });

  it('resolves each of many concurrent writes only once db.json holds its change', async () => {
    const store = await openStore(dir);
    const writes = Array.from({ length: 20 }, (_, i) => {
      store.data.ledger.push(entry(`e${i}`, 1));
      return store.write().then(async () => {
        const stored = await onDisk();
        return stored.ledger.some((e) => e._id === `e${i}`);
      });
    });
    expect(await Promise.all(writes)).toEqual(Array(20).fill(true));
    expect((await readdir(dir)).filter((name) => name !== DB_FILE && name !== 'media')).toEqual([]);
  });

  it('serves what a hand edit put in db.json while it was stopped', async () => {
    const first = await openStore(dir);
    first.data.videos.push(video('v1'));
    first.data.ledger.push(entry('e1', 500));
    await first.write();
    await first.close();
    const edited = await onDisk();
    (edited.videos[0] as VideoRecord).title = 'Edited by hand';
    edited.ledger.push(entry('e2', 250));
    await writeFile(path.join(dir, DB_FILE), JSON.stringify(edited, null, 2));
    const second = await openStore(dir);
    expect(second.index.videoById('v1')?.title).toBe('Edited by hand');
    expect(second.index.balanceCents('u1')).toBe(750);
  });

  it('writes a counted view within the flush interval, never on the read itself', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const store = await openStore(dir, { flushMs: 1000 });
    store.data.videos.push(video('v1'));
    await store.write();
    (store.data.videos[0] as VideoRecord).views += 2;
    store.writeSoon();
    store.writeSoon();
    await vi.advanceTimersByTimeAsync(999);
    expect((await onDisk()).videos[0]?.views).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(async () => expect((await onDisk()).videos[0]?.views).toBe(2));
  });

  it('close() writes a counted view still waiting in memory', async () => {
    const store = await openStore(dir, { flushMs: 60_000 });
    store.data.videos.push(video('v1'));
    await store.write();
    (store.data.videos[0] as VideoRecord).views += 3;
    store.writeSoon();
    expect((await onDisk()).videos[0]?.views).toBe(0);
    await store.close();
    expect((await onDisk()).videos[0]?.views).toBe(3);
  });

  it('opens a file from an older version: missing collections empty, stale fields dropped', async () => {
    await writeFile(
      path.join(dir, DB_FILE),
      JSON.stringify({ videos: [video('v1')], _journalFrom: 3, mail: [{ text: 'old' }] }),
    );
    const store = await openStore(dir);
    expect(store.data.users).toEqual([]);
    expect(store.index.videoById('v1')?.title).toBe('v1');
    const stored = (await onDisk()) as DbData & Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(Object.keys(emptyData()).sort());
  });

  it('refuses to open beside journal files an older version left, naming them', async () => {
    await writeFile(path.join(dir, DB_FILE), JSON.stringify(emptyData()));
    await writeFile(path.join(dir, 'db.journal.4'), '{"put":{}}\n');
    await expect(openStore(dir)).rejects.toThrow(/db\.journal\.4.*older version/);
  });
});
