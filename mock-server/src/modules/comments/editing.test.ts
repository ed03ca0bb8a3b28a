import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentCalls, ErrorCode, type Comment } from '@inkreel/shared';
import { expectReply } from '../../test/expect-reply.js';
import { addItem, expectCode, postComment, readThread, textsOf } from '../../test/comment-items.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';

const at = (path: string, id: string) => path.replace(':id', id);

describe('editing and removing comments', () => {
  let t: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  let cy: TestUser;
  let item: string;
  beforeAll(async () => {
    t = await createTestApp();
    [ann, bob, cy] = await Promise.all([
      createUser(t.deps, { name: 'Ann' }),
      createUser(t.deps, { name: 'Bob' }),
      createUser(t.deps, { name: 'Cy' }),
    ]);
    item = await addItem(t, 'audio', ann);
  });
  afterAll(() => t.cleanup());

  const edit = (user: TestUser, id: string, body: unknown) =>
    request(t.app)
      .patch(at(commentCalls.edit.path, id))
      .set('Authorization', user.bearer)
      .send(body as object);
  const remove = (user: TestUser, id: string) =>
    request(t.app).delete(at(commentCalls.remove.path, id)).set('Authorization', user.bearer);

  it('lets the author edit, and says when; mentions follow the new text', async () => {
    const posted = await postComment(t, 'audio', item, bob, { text: 'First try' });
    const res = await edit(bob, posted._id, { text: 'Second try, @Cy' });
    expectReply(commentCalls.edit, res, 200);
    const edited = res.body as Comment;
    expect(edited).toMatchObject({ text: 'Second try, @Cy', mentions: [{ user: { name: 'Cy' } }] });
    expect(Date.parse(edited.editedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(posted.createdAt));
    const thread = await readThread(t, 'audio', item);
    expect(thread.items.find((c) => c._id === posted._id)?.editedAt).toBe(edited.editedAt);
  });

  it("refuses someone else's edit (403), a missing comment (404) and empty text (400)", async () => {
    const posted = await postComment(t, 'audio', item, bob, { text: 'Mine' });
    expectCode(await edit(cy, posted._id, { text: 'Hijack' }), 403, ErrorCode.NOT_COMMENT_AUTHOR);
    expectCode(
      await edit(ann, posted._id, { text: 'Even the uploader' }),
      403,
      ErrorCode.NOT_COMMENT_AUTHOR,
    );
    expectCode(await edit(bob, 'a'.repeat(24), { text: 'x' }), 404, ErrorCode.NOT_FOUND);
    expectCode(await edit(bob, posted._id, { text: ' ' }), 400, ErrorCode.VALIDATION_FAILED);
    expectCode(
      await request(t.app).patch(at(commentCalls.edit.path, posted._id)).send({ text: 'x' }),
      401,
      ErrorCode.UNAUTHORIZED,
    );
  });

  it('keeps a deleted first comment with replies as "Comment deleted", then lets it go with its last reply', async () => {
    const first = await postComment(t, 'audio', item, bob, { text: 'Opening words' });
    const reply = await postComment(t, 'audio', item, cy, {
      text: 'An answer',
      parentId: first._id,
    });
    const before = (await readThread(t, 'audio', item)).count;

    const res = await remove(bob, first._id);
    expectReply(commentCalls.remove, res, 200);
    expect(res.body).toEqual({ _id: first._id, count: before - 1 });
    const thread = await readThread(t, 'audio', item);
    const kept = thread.items.find((c) => c._id === first._id);
    expect(kept).toMatchObject({ state: 'deleted', text: '', author: null, replyCount: 1 });
    expect(t.deps.store.data.comments.find((c) => c._id === first._id)?.text).toBe('');
    // Its replies still read, and the deleted comment takes no new ones.
    const replies = await request(t.app).get(at(commentCalls.replies.path, first._id));
    expect(textsOf(replies.body as { items: Comment[] })).toEqual(['An answer']);
    expectCode(await edit(bob, first._id, { text: 'back' }), 404, ErrorCode.NOT_FOUND);

    expect((await remove(cy, reply._id)).status).toBe(200);
    const after = await readThread(t, 'audio', item);
    expect(after.items.some((c) => c._id === first._id)).toBe(false);
    expect(after.count).toBe(before - 2);
    expect(t.deps.store.data.comments.some((c) => c._id === first._id)).toBe(false);
  });

  it("lets the uploader remove anyone's comment on their upload, and nobody else", async () => {
    const posted = await postComment(t, 'audio', item, bob, { text: 'Rude words' });
    expectCode(await remove(cy, posted._id), 403, ErrorCode.NOT_COMMENT_AUTHOR);
    expect((await remove(ann, posted._id)).status).toBe(200);
    expectCode(await remove(ann, posted._id), 404, ErrorCode.NOT_FOUND);
    expect(textsOf(await readThread(t, 'audio', item))).not.toContain('Rude words');
  });
});
