import { ifMatchFor, manageCalls, uploadCalls, writingCalls, type Writing } from '@inkreel/shared';
import { attempt, offers, type Context } from '../context.js';

const UNKNOWN_ID = '0'.repeat(24);

/** The manage feature's calls refused without a token: safe on a live system, nothing changes. */
export async function checkManageRefusals(ctx: Context): Promise<void> {
  const params = { id: UNKNOWN_ID };
  await attempt(ctx, manageCalls.editVideo, {
    trying: 'no token',
    params,
    body: { title: 'x' },
    expect: [401],
  });
  await attempt(ctx, manageCalls.deletePoem, { trying: 'no token', params, expect: [401] });
  await attempt(ctx, manageCalls.bulk, {
    trying: 'no token',
    body: { action: 'delete', items: [{ kind: 'poem', id: UNKNOWN_ID }] },
    expect: [401],
  });
  await attempt(ctx, manageCalls.statsTotals, { trying: 'no token', expect: [401] });
  await attempt(ctx, manageCalls.statsExport, { trying: 'no token', expect: [401] });
}

/**
 * A poem the check publishes (free), then manages: an edit checked by its version (and a stale
 * one refused with 412), made private (404 to a visitor), its statistics and CSV, made public in
 * bulk, deleted twice, and gone (404). Only when the provider offers the feature.
 */
export async function checkManage(ctx: Context): Promise<void> {
  if (!offers(ctx, manageCalls.editPoem)) {
    await attempt(ctx, manageCalls.editPoem, { trying: 'an own poem', expect: [200] });
    return;
  }
  const token = ctx.token;
  const made = await attempt(ctx, uploadCalls.poem, {
    trying: 'a poem to manage',
    token,
    body: { title: 'Provider check: to edit', content: 'Written by the provider check.' },
    expect: [201],
  });
  const poem = made.data as Writing | undefined;
  if (!poem) return;
  const params = { id: poem._id };
  const version = poem.version ?? 1;
  const edited = await attempt(ctx, manageCalls.editPoem, {
    trying: 'a new title, If-Match the version read',
    token,
    params,
    headers: { 'If-Match': ifMatchFor(version) },
    body: { title: 'Provider check: edited' },
    expect: [200],
  });
  if (edited.ok && (edited.data as Writing).title !== 'Provider check: edited')
    ctx.report.failLast('(reply): the title did not change');
  await attempt(ctx, manageCalls.editPoem, {
    trying: 'If-Match an older version',
    token,
    params,
    headers: { 'If-Match': ifMatchFor(version) },
    body: { title: 'Provider check: stale' },
    expect: [412],
  });
  await attempt(ctx, manageCalls.editPoem, {
    trying: 'an empty edit',
    token,
    params,
    body: {},
    expect: [400],
  });
  await attempt(ctx, manageCalls.editPoem, {
    trying: 'private',
    token,
    params,
    body: { visibility: 'private' },
    expect: [200],
  });
  await attempt(ctx, writingCalls.poem, {
    trying: 'a private poem, signed out',
    params,
    expect: [404],
  });
  await attempt(ctx, manageCalls.itemStats, {
    trying: 'an own poem',
    token,
    params: { kind: 'poem', id: poem._id },
    expect: [200],
  });
  await attempt(ctx, manageCalls.statsTotals, { trying: 'signed in', token, expect: [200] });
  await attempt(ctx, manageCalls.statsExport, { trying: 'signed in', token, expect: [200] });
  await attempt(ctx, manageCalls.bulk, {
    trying: 'public again',
    token,
    body: { action: 'visibility', visibility: 'public', items: [{ kind: 'poem', id: poem._id }] },
    expect: [200],
  });
  await attempt(ctx, manageCalls.deletePoem, {
    trying: 'an own poem',
    token,
    params,
    expect: [200],
  });
  await attempt(ctx, manageCalls.deletePoem, {
    trying: 'the same poem again',
    token,
    params,
    expect: [200],
  });
  await attempt(ctx, writingCalls.poem, { trying: 'a deleted poem', params, expect: [404] });
  await attempt(ctx, manageCalls.editPoem, {
    trying: 'a deleted poem',
    token,
    params,
    body: { title: 'x' },
    expect: [404],
  });
}
