import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  moderationCalls,
  notificationCalls,
  notificationEventSchema,
  type NotificationPage,
} from '@inkreel/shared';
import { addItem, postComment } from '../../test/comment-items.js';
import { expectReply } from '../../test/expect-reply.js';
import { createRealtimeTestApp, type RealtimeTestApp } from '../../test/realtime-app.js';
import { createUser, type TestUser } from '../../test/users.js';

// News of comments reaches the people it concerns as notifications (issue 54, item 5): the
// uploader of a comment on their upload, the author a reply answers, and whoever is mentioned.
describe('notifications of comments', () => {
  let t: RealtimeTestApp;
  let ann: TestUser;
  let bob: TestUser;
  let cy: TestUser;
  beforeAll(async () => {
    t = await createRealtimeTestApp();
    [ann, bob, cy] = await Promise.all([
      createUser(t.deps, { name: 'Ann Author' }),
      createUser(t.deps, { name: 'Bob' }),
      createUser(t.deps, { name: 'Cyd Stone' }),
    ]);
  });
  afterAll(() => t.close());

  const list = async (who: TestUser) => {
    const res = await request(t.app)
      .get(notificationCalls.list.path)
      .set('Authorization', who.bearer);
    expectReply(notificationCalls.list, res, 200);
    return (res.body as NotificationPage).items;
  };

  it('tells the uploader of a comment, the author of a reply and the one mentioned, live, each leading to the comment', async () => {
    const video = await addItem(t, 'video', ann, { title: 'Harbour at dawn' });
    const { socket } = await t.openSocket(ann.token);
    const arrived = new Promise<unknown>((resolve) => socket.once('notification', resolve));
    const first = await postComment(t, 'video', video, bob, { text: 'Lovely light' });
    const event = notificationEventSchema.parse(await arrived);
    expect(event.notification).toMatchObject({
      kind: 'comment',
      actors: [{ name: 'Bob' }],
      subject: { kind: 'video', _id: video, title: 'Harbour at dawn' },
      commentId: first._id,
    });

    const reply = await postComment(t, 'video', video, cy, {
      text: 'Agreed, @Ann Author take a bow',
      parentId: first._id,
    });
    const [toBob] = await list(bob);
    expect(toBob).toMatchObject({ kind: 'reply', actors: [{ name: 'Cyd Stone' }] });
    expect(toBob?.commentId).toBe(reply._id);
    // The uploader is mentioned: told once, of the closer tie (the mention), never twice.
    const annNews = await list(ann);
    expect(annNews.map((n) => n.kind)).toEqual(['mention', 'comment']);
    expect(annNews[0]?.commentId).toBe(reply._id);
    // Nobody is told of their own comment.
    expect(await list(cy)).toEqual([]);
  });

  it('tells the uploader alone of a held comment, and the others once it is approved; a muted kind makes none', async () => {
    const poem = await addItem(t, 'poem', ann, { title: 'Tide' });
    await request(t.app)
      .put(moderationCalls.poemSettings.path.replace(':id', poem))
      .set('Authorization', ann.bearer)
      .send({ mode: 'held' })
      .expect(200);
    await request(t.app)
      .put(notificationCalls.saveSettings.path)
      .set('Authorization', cy.bearer)
      .send({ muted: ['mention'] })
      .expect(200);
    const before = (await list(bob)).length;
    const waiting = await postComment(t, 'poem', poem, cy, { text: 'Hello @Bob' });
    expect((await list(ann))[0]).toMatchObject({ kind: 'comment', commentId: waiting._id });
    expect(await list(bob)).toHaveLength(before);
    await request(t.app)
      .post(moderationCalls.approve.path.replace(':id', waiting._id))
      .set('Authorization', ann.bearer)
      .expect(200);
    expect((await list(bob))[0]).toMatchObject({ kind: 'mention', commentId: waiting._id });
    // Cy muted mentions: Ann's mention of Cy makes nothing for Cy.
    await postComment(t, 'poem', poem, ann, { text: 'Thanks @Cyd Stone' });
    expect((await list(cy)).map((n) => n.kind)).not.toContain('mention');
  });
});
