import {
  audioCalls,
  bookCalls,
  subscriptionCalls,
  videoCalls,
  writingCalls,
  type Audio,
  type Book,
  type Video,
  type VideoPage,
  type Writing,
} from '@inkreel/shared';
import { attempt, type Context } from '../context.js';

/** Ids and media URLs found while reading, for the checks that need an existing record. */
export interface Found {
  video?: Video;
  audio?: Audio;
  book?: Book;
}

/** An id no provider has: 24 hex digits, the shape every id takes. */
export const UNKNOWN_ID = '000000000000000000000000';

/** The catalogue reads of docs/product.md section 7, as a signed-out visitor makes them. */
export async function checkPublicReads(ctx: Context): Promise<Found> {
  const found: Found = {};
  const featured = await attempt(ctx, videoCalls.featured, { trying: 'signed out', expect: [200] });
  await attempt(ctx, videoCalls.featuredAll, { trying: 'signed out', expect: [200] });
  const page = await attempt(ctx, videoCalls.list, {
    trying: 'page=1',
    query: { page: 1 },
    expect: [200],
  });
  found.video =
    (page.data as VideoPage | undefined)?.videos[0] ?? (featured.data as Video[] | undefined)?.[0];
  await attempt(ctx, videoCalls.list, {
    trying: 'page=0 (invalid)',
    query: { page: 0 },
    expect: [400],
  });
  if (found.video) {
    const params = { id: found.video._id };
    await attempt(ctx, videoCalls.byId, { trying: 'a listed id', params, expect: [200] });
    await attempt(ctx, videoCalls.recommendations, {
      trying: 'a listed id',
      params,
      expect: [200],
    });
    await attempt(ctx, videoCalls.thumbnail, { trying: 'a listed id', params, expect: [200] });
  }
  await attempt(ctx, videoCalls.byId, {
    trying: 'unknown id',
    params: { id: UNKNOWN_ID },
    expect: [404],
  });
  await attempt(ctx, videoCalls.byId, {
    trying: 'malformed id',
    params: { id: 'not-an-id' },
    expect: [400, 404],
  });

  const audios = await attempt(ctx, audioCalls.random, { trying: 'signed out', expect: [200] });
  found.audio = (audios.data as Audio[] | undefined)?.[0];
  if (found.audio) {
    const params = { id: found.audio._id };
    await attempt(ctx, audioCalls.byId, { trying: 'a listed id', params, expect: [200] });
    const more = await attempt(ctx, audioCalls.recommendations, {
      trying: 'page=2&limit=3 (Load More)',
      params,
      query: { page: 2, limit: 3 },
      expect: [200],
    });
    const count = (more.data as Audio[] | undefined)?.length ?? 0;
    if (more.ok && count > 3)
      ctx.report.failLast(`(reply): expected at most 3 tracks, got ${count}`);
  }
  await attempt(ctx, audioCalls.byId, {
    trying: 'unknown id',
    params: { id: UNKNOWN_ID },
    expect: [404],
  });

  const books = await attempt(ctx, bookCalls.random, { trying: 'signed out', expect: [200] });
  found.book = (books.data as Book[] | undefined)?.[0];
  if (found.book) {
    const params = { id: found.book._id };
    const one = await attempt(ctx, bookCalls.byId, {
      trying: 'a listed id',
      params,
      expect: [200],
    });
    if (one.ok && (one.data as Book | undefined)?.title !== found.book.title)
      ctx.report.failLast('(reply): expected the title the list gives');
    await attempt(ctx, bookCalls.cover, { trying: 'a listed id', params, expect: [200] });
    await attempt(ctx, bookCalls.read, {
      trying: 'a listed id, signed out',
      params,
      expect: [200],
    });
  }
  await attempt(ctx, bookCalls.byId, {
    trying: 'unknown id',
    params: { id: UNKNOWN_ID },
    expect: [404],
  });
  await attempt(ctx, bookCalls.cover, {
    trying: 'unknown id',
    params: { id: UNKNOWN_ID },
    expect: [404],
  });

  await attempt(ctx, subscriptionCalls.plans, { trying: 'signed out', expect: [200] });
  await attempt(ctx, subscriptionCalls.plansAlias, { trying: 'signed out', expect: [200] });
  await checkWritingReads(ctx);
  return found;
}

/** The mock provider's reading calls for stories and poems (skipped unless declared). */
async function checkWritingReads(ctx: Context): Promise<void> {
  const stories = await attempt(ctx, writingCalls.stories, {
    trying: 'page=1',
    query: { page: 1 },
    expect: [200],
  });
  const story = (stories.data as { stories: Writing[] } | undefined)?.stories[0];
  if (story)
    await attempt(ctx, writingCalls.story, {
      trying: 'a listed id',
      params: { id: story._id },
      expect: [200],
    });
  const poems = await attempt(ctx, writingCalls.poems, {
    trying: 'page=1',
    query: { page: 1 },
    expect: [200],
  });
  const poem = (poems.data as { poems: Writing[] } | undefined)?.poems[0];
  if (poem)
    await attempt(ctx, writingCalls.poem, {
      trying: 'a listed id',
      params: { id: poem._id },
      expect: [200],
    });
  await attempt(ctx, writingCalls.story, {
    trying: 'unknown id',
    params: { id: UNKNOWN_ID },
    expect: [404],
  });
}
