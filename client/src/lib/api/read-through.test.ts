import { videoCalls } from '@inkreel/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { readThrough, type ProviderReply } from './read-through';

const ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const featured = [
  {
    _id: ID,
    title: 'First Light',
    description: '',
    tags: [],
    views: 1,
    createdAt: '2026-07-01T10:00:00.000Z',
    videoUrl: '/media/v.mp4',
    uploadedBy: { _id: 'c1b2c3d4e5f6a1b2c3d4e5f6', name: 'Dana' },
  },
];

/** The failure a read over a provider answering `reply` gives. */
const failureOf = async (reply: ProviderReply | undefined) =>
  readThrough(() => Promise.resolve(reply))(videoCalls.featured).then(
    () => expect.fail('read'),
    (error: unknown) => error as ApiError,
  );

describe('readThrough (the web server’s reads for a page’s loader)', () => {
  it('reads the call’s path and gives its parsed reply', async () => {
    const asked: string[] = [];
    const read = readThrough((path) => {
      asked.push(path);
      return Promise.resolve({ status: 200, body: featured });
    });
    await expect(read(videoCalls.featured)).resolves.toEqual(featured);
    await read(videoCalls.byId, { params: { id: ID } }).catch(() => undefined);
    expect(asked).toEqual(['/api/videos/featured', `/api/videos/${ID}`]);
  });

  it('fails as `request` does: the status of a refusal, INVALID_RESPONSE for a misfit, 0 for nothing', async () => {
    expect(await failureOf({ status: 404, body: { message: 'Not found' } })).toMatchObject({
      status: 404,
      message: 'Not found',
    });
    expect(await failureOf({ status: 200, body: [{ title: 'no id' }] })).toMatchObject({
      status: 200,
      code: 'INVALID_RESPONSE',
    });
    const none = await failureOf(undefined);
    expect(none).toBeInstanceOf(ApiError);
    expect(none.status).toBe(0);
  });
});
