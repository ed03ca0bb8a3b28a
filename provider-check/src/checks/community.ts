import {
  creatorCalls,
  likeCalls,
  notificationCalls,
  viewCalls,
  type FollowState,
  type LikeState,
  type NotificationKind,
  type NotificationSettings,
} from '@inkreel/shared';
import { attempt, type Context } from '../context.js';
import { UNKNOWN_ID, type Found } from './public-reads.js';

/** The video's creator, as its uploader field names them (a provider may leave the id out). */
const creatorOf = (found: Found) => found.video?.uploadedBy._id ?? found.audio?.uploadedBy._id;

/**
 * Creator pages, likes, counted views and notifications as a signed-out visitor meets them; each
 * is tried only when the provider offers its feature. Reporting 0 seconds of playback counts
 * nothing, so these change nothing.
 */
export async function checkCommunityReads(ctx: Context, found: Found): Promise<void> {
  const creator = creatorOf(found);
  if (creator) {
    const params = { id: creator };
    await attempt(ctx, creatorCalls.byId, { trying: "a video's uploader", params, expect: [200] });
    await attempt(ctx, creatorCalls.uploads, {
      trying: "a video's uploader, videos",
      params,
      query: { kind: 'video', page: 1 },
      expect: [200],
    });
    await attempt(ctx, creatorCalls.uploads, {
      trying: 'kind=film (invalid)',
      params,
      query: { kind: 'film' },
      expect: [400],
    });
  }
  const unknown = { id: UNKNOWN_ID };
  await attempt(ctx, creatorCalls.byId, { trying: 'unknown id', params: unknown, expect: [404] });
  await attempt(ctx, creatorCalls.suggested, { trying: 'signed out', expect: [200] });
  for (const call of [creatorCalls.following, creatorCalls.followed, likeCalls.mine])
    await attempt(ctx, call, { trying: 'no token', expect: [401] });
  await attempt(ctx, notificationCalls.list, { trying: 'no token', expect: [401] });
  if (creator)
    await attempt(ctx, creatorCalls.follow, {
      trying: 'no token',
      params: { id: creator },
      expect: [401],
    });
  if (found.video) {
    const params = { id: found.video._id };
    await attempt(ctx, likeCalls.likeVideo, { trying: 'no token', params, expect: [401] });
    await attempt(ctx, viewCalls.video, {
      trying: '0 s played (counts nothing)',
      params,
      body: { seconds: 0 },
      expect: [200],
    });
  }
  if (found.audio)
    await attempt(ctx, viewCalls.audio, {
      trying: '0 s played (counts nothing)',
      params: { id: found.audio._id },
      body: { seconds: 0 },
      expect: [200],
    });
  await attempt(ctx, viewCalls.video, {
    trying: 'unknown id',
    params: unknown,
    body: { seconds: 30 },
    expect: [404],
  });
}

/** The signed-in reads of the same features. */
export async function checkCommunityAccountReads(ctx: Context): Promise<void> {
  const token = ctx.token;
  await attempt(ctx, creatorCalls.following, { trying: 'signed in', token, expect: [200] });
  await attempt(ctx, creatorCalls.followed, { trying: 'signed in', token, expect: [200] });
  await attempt(ctx, likeCalls.mine, { trying: 'signed in', token, expect: [200] });
  await attempt(ctx, notificationCalls.list, { trying: 'signed in', token, expect: [200] });
  await attempt(ctx, notificationCalls.settings, { trying: 'signed in', token, expect: [200] });
}

/** Says in the row why a reply that keeps the contract still does not do what it should. */
function expectState(ctx: Context, ok: boolean, problem: string): void {
  if (!ok) ctx.report.failLast(problem);
}

/**
 * Follows the video's uploader and likes the track, twice each (idempotent), then takes both
 * back; marks notifications read and saves the mute settings as they were.
 */
export async function checkCommunityWrites(
  ctx: Context,
  found: Found,
  selfId: string,
): Promise<void> {
  const token = ctx.token;
  const creator = creatorOf(found);
  await attempt(ctx, creatorCalls.follow, {
    trying: 'oneself',
    token,
    params: { id: selfId },
    expect: [400],
  });
  if (creator && creator !== selfId) {
    const params = { id: creator };
    for (const trying of ['a creator', 'again (idempotent)']) {
      const on = await attempt(ctx, creatorCalls.follow, { trying, token, params, expect: [200] });
      if (on.ok) expectState(ctx, (on.data as FollowState).following, 'following: expected true');
    }
    const off = await attempt(ctx, creatorCalls.unfollow, {
      trying: 'a followed creator',
      token,
      params,
      expect: [200],
    });
    if (off.ok) expectState(ctx, !(off.data as FollowState).following, 'following: expected false');
  }
  if (found.audio) {
    const params = { id: found.audio._id };
    let count: number | undefined;
    for (const trying of ['a track', 'again (idempotent)']) {
      const on = await attempt(ctx, likeCalls.likeAudio, { trying, token, params, expect: [200] });
      const state = on.data as LikeState | undefined;
      if (on.ok && state)
        expectState(
          ctx,
          state.liked && (count ?? state.likeCount) === state.likeCount,
          'a second like changed the count',
        );
      count = state?.likeCount;
    }
    const off = await attempt(ctx, likeCalls.unlikeAudio, {
      trying: 'a liked track',
      token,
      params,
      expect: [200],
    });
    if (off.ok) expectState(ctx, !(off.data as LikeState).liked, 'liked: expected false');
  }
  await attempt(ctx, notificationCalls.read, {
    trying: 'all',
    token,
    body: { all: true },
    expect: [200],
  });
  const settings = await attempt(ctx, notificationCalls.settings, {
    trying: 'before saving them',
    token,
    expect: [200],
  });
  // A provider with comments too knows their kinds of notification (issue 54): it keeps them muted.
  if (settings.ok && ctx.features.has('comments')) {
    const kinds: NotificationKind[] = ['comment', 'reply', 'mention'];
    const muted = [...new Set([...(settings.data as NotificationSettings).muted, ...kinds])];
    const saved = await attempt(ctx, notificationCalls.saveSettings, {
      trying: 'the kinds of comments muted (comments feature)',
      token,
      body: { muted },
      expect: [200],
    });
    if (saved.ok) {
      const kept = (saved.data as NotificationSettings).muted;
      expectState(
        ctx,
        kinds.every((kind) => kept.includes(kind)),
        'the kinds of comments were not kept',
      );
    }
  }
  if (settings.ok)
    await attempt(ctx, notificationCalls.saveSettings, {
      trying: 'as they were',
      token,
      body: settings.data,
      expect: [200],
    });
}
