import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commentAddedEventSchema,
  moderationCalls,
  RealtimeRequest,
  type CommentRoom,
} from '@inkreel/shared';
import { addItem, postComment } from '../../test/comment-items.js';
import {
  createRealtimeTestApp,
  type RealtimeTestApp,
  type RecordingSocket,
} from '../../test/realtime-app.js';
import { createUser, type TestUser } from '../../test/users.js';

describe('comments arriving live in the thread’s room', () => {
  let t: RealtimeTestApp;
  let ann: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createRealtimeTestApp();
    [ann, bob] = await Promise.all([createUser(t.deps, { name: 'Ann' }), createUser(t.deps)]);
  });
  afterAll(() => t.close());

  const watch = (s: RecordingSocket, room: CommentRoom) =>
    new Promise<void>((resolve) => s.socket.emit(RealtimeRequest.watchComments, room, resolve));
  const added = (s: RecordingSocket) =>
    s.received
      .filter((r) => r.event === 'commentAdded')
      .map((r) => commentAddedEventSchema.parse(r.payload));

  it('sends a published comment to the sockets watching its item, as a visitor sees it', async () => {
    const itemId = await addItem(t, 'video', ann);
    const [watcher, elsewhere] = await Promise.all([
      t.openSocket(bob.token),
      t.openSocket(bob.token),
    ]);
    await watch(watcher, { kind: 'video', itemId });
    const posted = await postComment(t, 'video', itemId, ann, { text: 'Live words', at: 3 });
    await watcher.until('commentAdded');
    expect(added(watcher)).toEqual([
      { kind: 'video', itemId, count: 1, comment: { ...posted, liked: false } },
    ]);
    expect(added(elsewhere)).toEqual([]);
  });

  it('sends a held comment only once it is approved, and nothing after unwatching', async () => {
    const itemId = await addItem(t, 'poem', ann);
    await request(t.app)
      .put(moderationCalls.poemSettings.path.replace(':id', itemId))
      .set('Authorization', ann.bearer)
      .send({ mode: 'held' })
      .expect(200);
    const [stays, leaves] = await Promise.all([t.openSocket(ann.token), t.openSocket(bob.token)]);
    await Promise.all([
      watch(stays, { kind: 'poem', itemId }),
      watch(leaves, { kind: 'poem', itemId }),
    ]);
    const held = await postComment(t, 'poem', itemId, bob, { text: 'Waiting' });
    leaves.socket.emit(RealtimeRequest.unwatchComments, { kind: 'poem', itemId });
    // A watch round trip after the leave: the server has handled both by its answer.
    await watch(leaves, { kind: 'video', itemId });
    await request(t.app)
      .post(moderationCalls.approve.path.replace(':id', held._id))
      .set('Authorization', ann.bearer)
      .expect(200);
    await stays.until('commentAdded');
    expect(added(stays).map((e) => [e.comment._id, e.comment.state, e.count])).toEqual([
      [held._id, 'published', 1],
    ]);
    expect(added(leaves)).toEqual([]);
  });

  it('ignores a watch that is not a room', async () => {
    const s = await t.openSocket(bob.token);
    await new Promise<void>((resolve) =>
      s.socket.emit(RealtimeRequest.watchComments, { kind: 'film' } as never, resolve),
    );
    expect(s.socket.connected).toBe(true);
  });
});
