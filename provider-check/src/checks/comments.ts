import {
  commentCalls,
  moderationCalls,
  videoCommentCalls,
  type Comment,
  type CommentInContext,
  type CommentLike,
  type CommentThread,
} from '@inkreel/shared';
import { attempt, type Context } from '../context.js';
import { UNKNOWN_ID, type Found } from './public-reads.js';

/** Says in the row why a reply that keeps the contract still does not do what it should. */
const expectThat = (ctx: Context, ok: boolean, problem: string) => {
  if (!ok) ctx.report.failLast(problem);
};

/**
 * The comments feature as a visitor meets it: a video's thread (both orders), and the refusals
 * every provider owes; tried only when the provider offers the feature.
 */
export async function checkCommentReads(ctx: Context, found: Found): Promise<void> {
  const unknown = { id: UNKNOWN_ID };
  if (found.video) {
    const params = { id: found.video._id };
    await attempt(ctx, videoCommentCalls.list, { trying: 'a listed video', params, expect: [200] });
    await attempt(ctx, videoCommentCalls.list, {
      trying: 'sort=top',
      params,
      query: { sort: 'top' },
      expect: [200],
    });
    await attempt(ctx, videoCommentCalls.list, {
      trying: 'sort=loudest (invalid)',
      params,
      query: { sort: 'loudest' },
      expect: [400],
    });
    await attempt(ctx, videoCommentCalls.create, {
      trying: 'no token',
      params,
      body: { text: 'Hello' },
      expect: [401],
    });
  }
  await attempt(ctx, videoCommentCalls.list, {
    trying: 'unknown id',
    params: unknown,
    expect: [404],
  });
  await attempt(ctx, commentCalls.replies, {
    trying: 'unknown id',
    params: unknown,
    expect: [404],
  });
  await attempt(ctx, commentCalls.one, { trying: 'unknown id', params: unknown, expect: [404] });
  await attempt(ctx, commentCalls.edit, {
    trying: 'no token',
    params: unknown,
    body: { text: 'x' },
    expect: [401],
  });
  await attempt(ctx, commentCalls.remove, { trying: 'no token', params: unknown, expect: [401] });
  await attempt(ctx, moderationCalls.held, { trying: 'no token', expect: [401] });
}

/** The signed-in reads: the uploader's queue and block list. */
export async function checkCommentAccountReads(ctx: Context): Promise<void> {
  const token = ctx.token;
  await attempt(ctx, moderationCalls.held, { trying: 'signed in', token, expect: [200] });
  await attempt(ctx, moderationCalls.blocks, { trying: 'signed in', token, expect: [200] });
}

/**
 * Comments on the listed video, then takes them back: a comment, a reply, an edit, a like taken
 * back, the refusals of bad text and a self-block. Nothing is reported (that would reach the
 * provider's staff).
 */
export async function checkCommentWrites(
  ctx: Context,
  found: Found,
  selfId: string,
): Promise<void> {
  const token = ctx.token;
  const params = found.video ? { id: found.video._id } : undefined;
  await attempt(ctx, moderationCalls.block, {
    trying: 'oneself',
    token,
    params: { userId: selfId },
    expect: [400],
  });
  if (!params) return;
  for (const [trying, text] of [
    ['blank text', '   '],
    ['2,001 characters', 'x'.repeat(2001)],
  ] as const) {
    await attempt(ctx, videoCommentCalls.create, {
      trying,
      token,
      params,
      body: { text },
      expect: [400],
    });
  }
  const posted = await attempt(ctx, videoCommentCalls.create, {
    trying: 'a comment (verify:provider)',
    token,
    params,
    body: { text: 'A comment from verify:provider <b>as text</b>, removed right after.' },
    expect: [201],
  });
  const comment = posted.data as Comment | undefined;
  if (!posted.ok || !comment) return;
  expectThat(ctx, comment.text.includes('<b>as text</b>'), 'text: markup not kept as typed');
  const reply = await attempt(ctx, videoCommentCalls.create, {
    trying: 'a reply',
    token,
    params,
    body: { text: 'And a reply.', parentId: comment._id },
    expect: [201],
  });
  if (reply.ok) {
    const replyId = (reply.data as Comment)._id;
    expectThat(ctx, (reply.data as Comment).parentId === comment._id, 'parentId: not the comment');
    // What a notification's link to the reply finds: the reply, with the thread it hangs on.
    const linked = await attempt(ctx, commentCalls.one, {
      trying: 'the reply (a link to it)',
      params: { id: replyId },
      expect: [200],
    });
    const found = linked.data as CommentInContext | undefined;
    if (linked.ok && found)
      expectThat(
        ctx,
        found.comment._id === replyId && found.parent?._id === comment._id,
        'not the reply with its thread',
      );
  }
  const id = { id: comment._id };
  await attempt(ctx, commentCalls.edit, {
    trying: 'own comment',
    token,
    params: id,
    body: { text: 'Edited.' },
    expect: [200],
  });
  const like = await attempt(ctx, commentCalls.like, {
    trying: 'own comment',
    token,
    params: id,
    expect: [200],
  });
  if (like.ok) expectThat(ctx, (like.data as CommentLike).liked, 'liked: expected true');
  await attempt(ctx, commentCalls.unlike, {
    trying: 'own comment',
    token,
    params: id,
    expect: [200],
  });
  await attempt(ctx, commentCalls.replies, { trying: 'the comment', params: id, expect: [200] });
  const thread = await attempt(ctx, videoCommentCalls.list, {
    trying: 'signed in',
    token,
    params,
    expect: [200],
  });
  if (thread.ok)
    expectThat(
      ctx,
      (thread.data as CommentThread).items.some((c) => c._id === comment._id && c.replyCount === 1),
      'the new comment, with its reply, is not on the first page',
    );
  if (reply.ok)
    await attempt(ctx, commentCalls.remove, {
      trying: 'own reply',
      token,
      params: { id: (reply.data as Comment)._id },
      expect: [200],
    });
  await attempt(ctx, commentCalls.remove, {
    trying: 'own comment',
    token,
    params: id,
    expect: [200],
  });
  await attempt(ctx, commentCalls.remove, {
    trying: 'again (gone)',
    token,
    params: id,
    expect: [404],
  });
}
