import { readingCalls, type Highlight } from '@inkreel/shared';
import { attempt, type Context } from '../context.js';

const UNKNOWN_ID = '0'.repeat(24);
const CFI = 'epubcfi(/6/4!/4/2/1:0)';

/**
 * The reading feature (issue 56): places and highlights, refused without a token. Nothing here
 * changes anything.
 */
export async function checkReadingRefusals(ctx: Context): Promise<void> {
  const params = { bookId: UNKNOWN_ID };
  await attempt(ctx, readingCalls.place, { trying: 'no token', params, expect: [401] });
  await attempt(ctx, readingCalls.keepPlace, {
    trying: 'no token',
    params,
    body: { location: CFI, progress: 0 },
    expect: [401],
  });
  await attempt(ctx, readingCalls.highlights, {
    trying: 'no token',
    query: params,
    expect: [401],
  });
  await attempt(ctx, readingCalls.deleteHighlight, {
    trying: 'no token',
    params: { id: UNKNOWN_ID },
    expect: [401],
  });
}

/**
 * Signed in: the test account's place and highlights in a book the catalogue lists, 404 for an
 * unknown book or highlight; with writes allowed, a place kept and a highlight added, changed and
 * deleted again.
 */
export async function checkReading(
  ctx: Context,
  bookId: string | undefined,
  allowWrites: boolean,
): Promise<void> {
  const token = ctx.token;
  const unknown = { bookId: UNKNOWN_ID };
  await attempt(ctx, readingCalls.place, {
    trying: 'unknown book',
    token,
    params: unknown,
    expect: [404],
  });
  await attempt(ctx, readingCalls.updateHighlight, {
    trying: 'unknown highlight',
    token,
    params: { id: UNKNOWN_ID },
    body: { note: 'provider check' },
    expect: [404],
  });
  if (!bookId) return;
  const params = { bookId };
  await attempt(ctx, readingCalls.place, { trying: 'a listed book', token, params, expect: [200] });
  await attempt(ctx, readingCalls.highlights, {
    trying: 'a listed book',
    token,
    query: params,
    expect: [200],
  });
  if (!allowWrites) return;
  await attempt(ctx, readingCalls.keepPlace, {
    trying: 'a listed book',
    token,
    params,
    body: { location: CFI, progress: 0.1 },
    expect: [200],
  });
  const added = await attempt(ctx, readingCalls.addHighlight, {
    trying: 'a listed book',
    token,
    body: { bookId, location: CFI, text: 'provider check', color: 'yellow' },
    expect: [201],
  });
  const id = (added.data as Highlight | undefined)?._id;
  if (!id) return;
  await attempt(ctx, readingCalls.updateHighlight, {
    trying: 'its own highlight',
    token,
    params: { id },
    body: { color: 'green', note: 'checked' },
    expect: [200],
  });
  await attempt(ctx, readingCalls.deleteHighlight, {
    trying: 'its own highlight',
    token,
    params: { id },
    expect: [200],
  });
}
