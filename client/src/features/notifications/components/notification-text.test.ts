import type { Notification } from '@inkreel/shared';
import { describe, expect, it } from 'vitest';
import { actorsPhrase, notificationText } from './notification-text';

const ada = { _id: 'a'.repeat(24), name: 'Ada' };
const bo = { _id: 'b'.repeat(24), name: 'Bo' };
const cy = { _id: 'c'.repeat(24), name: 'Cy' };

const base: Notification = {
  _id: 'd'.repeat(24),
  kind: 'like',
  read: false,
  updatedAt: '2026-11-28T00:00:00.000Z',
  actors: [ada],
  actorCount: 1,
  subject: { kind: 'audio', _id: 'e'.repeat(24), title: 'Night Drive' },
};

describe('notification text', () => {
  it('names one, two, or the first and how many others', () => {
    expect(actorsPhrase([ada], 1)).toBe('Ada');
    expect(actorsPhrase([ada, bo], 2)).toBe('Ada and Bo');
    expect(actorsPhrase([ada, bo, cy], 4)).toBe('Ada and 3 others');
    expect(actorsPhrase([], 0)).toBe('Someone');
  });

  it('says what happened, with the upload’s title apart', () => {
    expect(notificationText({ ...base, actors: [ada, bo, cy], actorCount: 4 })).toEqual({
      before: 'Ada and 3 others liked ',
      title: 'Night Drive',
    });
    expect(notificationText({ ...base, kind: 'follower', subject: undefined })).toEqual({
      before: 'Ada followed you',
    });
    expect(notificationText({ ...base, kind: 'upload' }).before).toBe('Ada uploaded a track: ');
    // News of comments (issue 54).
    expect(notificationText({ ...base, kind: 'comment' })).toEqual({
      before: 'Ada commented on ',
      title: 'Night Drive',
    });
    expect(notificationText({ ...base, kind: 'reply' }).before).toBe(
      'Ada replied to your comment on ',
    );
    expect(notificationText({ ...base, kind: 'mention' }).before).toBe(
      'Ada mentioned you in a comment on ',
    );
    expect(notificationText({ ...base, kind: 'processed', actors: [], actorCount: 0 })).toEqual({
      before: 'Your video ',
      title: 'Night Drive',
      after: ' is processed and published',
    });
    expect(notificationText({ ...base, kind: 'processing-failed' }).after).toBe(
      ' could not be processed',
    );
  });
});
