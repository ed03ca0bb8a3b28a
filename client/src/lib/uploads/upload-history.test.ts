import { describe, expect, it } from 'vitest';
import {
  recordUpload,
  UPLOAD_HISTORY_KEY,
  UPLOAD_HISTORY_LIMIT,
  uploadHistory,
} from './upload-history';

const ADA = { _id: 'a'.repeat(24) };
const BOB = { _id: 'b'.repeat(24) };
const record = (n: number, type: 'poem' | 'video' = 'poem') => ({
  type,
  id: n.toString(16).padStart(24, '0'),
  title: `Item ${n}`,
  at: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
});

describe('upload history', () => {
  it('keeps each account its own uploads, newest first', () => {
    recordUpload(ADA, record(1));
    recordUpload(ADA, record(2, 'video'));
    recordUpload(BOB, record(3));
    expect(uploadHistory(ADA).map((r) => r.title)).toEqual(['Item 2', 'Item 1']);
    expect(uploadHistory(BOB).map((r) => r.title)).toEqual(['Item 3']);
    expect(uploadHistory({ _id: 'c'.repeat(24) })).toEqual([]);
  });

  it('keeps one entry per item, moved to the front when recorded again', () => {
    recordUpload(ADA, record(1));
    recordUpload(ADA, record(2));
    recordUpload(ADA, { ...record(1), title: 'Renamed' });
    expect(uploadHistory(ADA).map((r) => r.title)).toEqual(['Renamed', 'Item 2']);
  });

  it(`keeps the newest ${UPLOAD_HISTORY_LIMIT} per account`, () => {
    for (let n = 0; n < UPLOAD_HISTORY_LIMIT + 5; n += 1) recordUpload(ADA, record(n));
    const kept = uploadHistory(ADA);
    expect(kept).toHaveLength(UPLOAD_HISTORY_LIMIT);
    expect(kept[0]?.title).toBe(`Item ${UPLOAD_HISTORY_LIMIT + 4}`);
  });

  it('reads damaged storage as no history, and drops malformed entries', () => {
    localStorage.setItem(UPLOAD_HISTORY_KEY, '{not json');
    expect(uploadHistory(ADA)).toEqual([]);
    localStorage.setItem(
      UPLOAD_HISTORY_KEY,
      JSON.stringify({ [ADA._id]: [record(1), { id: 3 }, null], [BOB._id]: 'nope' }),
    );
    expect(uploadHistory(ADA)).toEqual([record(1)]);
    expect(uploadHistory(BOB)).toEqual([]);
  });
});
