import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletHistoryCalls } from '@inkreel/shared';
import { expectReply } from '../../test/expect-reply.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';
import { postUpload } from '../../test/upload-requests.js';
import { appendEntry, refund } from './wallet.service.js';

describe('GET /api/wallet/transactions (issue 32, item 4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const history = (bearer: string | undefined, query = '') => {
    const req = request(t.app).get(`/api/wallet/transactions${query}`);
    return bearer ? req.set('Authorization', bearer) : req;
  };

  it('lists the owner’s ledger newest first with the running balance, paged', async () => {
    const { user, bearer } = await createUser(t.deps, { credits: 10 });
    const other = await createUser(t.deps, { credits: 99 });
    const add = (amountCents: number, kind: 'deposit' | 'upload' | 'refund' | 'subscription') =>
      appendEntry(t.deps.store, { userId: user._id, amountCents, kind, reference: `ref-${kind}` });
    add(-400, 'upload');
    add(400, 'refund');
    add(2550, 'deposit');
    add(-500, 'subscription');
    await t.deps.store.write();

    const res = await history(bearer);
    expectReply(walletHistoryCalls.transactions, res, 200);
    expect(res.body.currency).toBe('credits');
    expect(
      res.body.transactions.map((l: { kind: string; amount: number; balance: number }) => [
        l.kind,
        l.amount,
        l.balance,
      ]),
    ).toEqual([
      ['subscription', -5, 30.5],
      ['deposit', 25.5, 35.5],
      ['refund', 4, 10],
      ['upload', -4, 6],
      ['opening', 10, 10],
    ]);
    expect(res.body.transactions[1].description).toBe('Deposit');
    expect(res.body.pagination).toEqual({ page: 1, limit: 20, total: 5, pages: 1 });

    const second = await history(bearer, '?page=2&limit=2');
    expectReply(walletHistoryCalls.transactions, second, 200);
    expect(second.body.transactions.map((l: { kind: string }) => l.kind)).toEqual([
      'refund',
      'upload',
    ]);
    expect(second.body.pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3 });

    // Another user sees only their own line.
    const theirs = await history(other.bearer);
    expect(theirs.body.transactions).toHaveLength(1);
    expect(theirs.body.transactions[0]).toMatchObject({ kind: 'opening', amount: 99, balance: 99 });
  });

  it('names the upload a charge and its refund were for, also once the item is gone (issue 51, item 7)', async () => {
    const { user, bearer } = await createUser(t.deps, { credits: 20 });
    const upload = await postUpload(t.app, 'audio', { bearer });
    expect(upload.status).toBe(201);
    const id: string = upload.body.audio._id;
    // What a failed upload leads to: its record removed, its charge refunded.
    t.deps.store.data.audios = t.deps.store.data.audios.filter((a) => a._id !== id);
    refund(t.deps.store, user._id, id);
    await t.deps.store.write();

    const res = await history(bearer);
    expectReply(walletHistoryCalls.transactions, res, 200);
    const item = { kind: 'audio', title: 'Morning song' };
    expect(res.body.transactions.slice(0, 2)).toMatchObject([
      { kind: 'refund', amount: 5, item },
      { kind: 'upload', amount: -5, item },
    ]);
    // Lines that are not about an upload name nothing.
    expect(res.body.transactions[2]).not.toHaveProperty('item');
  });

  it('answers a page past the end with no lines', async () => {
    const { bearer } = await createUser(t.deps, { credits: 1 });
    const res = await history(bearer, '?page=5');
    expectReply(walletHistoryCalls.transactions, res, 200);
    expect(res.body.transactions).toEqual([]);
    expect(res.body.pagination.total).toBe(1);
  });

  it('refuses a visitor with 401', async () => {
    const res = await history(undefined);
    expectReply(walletHistoryCalls.transactions, res, 401);
  });

  it.each(['?page=0', '?limit=101', '?limit=abc', '?page=1.5'])(
    'refuses %s with 400 VALIDATION_FAILED',
    async (query) => {
      const { bearer } = await createUser(t.deps);
      const res = await history(bearer, query);
      expectReply(walletHistoryCalls.transactions, res, 400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    },
  );
});
