import {
  FILE_SIZE_HEADER,
  IDEMPOTENCY_HEADER,
  myUploadsCalls,
  uploadCalls,
  walletCalls,
  type DepositResponse,
  type Audio,
  type MyUploads,
  type Writing,
} from '@inkreel/shared';
import { attempt, type Context } from '../context.js';
import { formOf } from './samples.js';

const stamp = () => new Date().toISOString();
/** docs/product.md section 9: a timestamp plus a random base-36 string. */
const idempotencyKey = () => `${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;

/** A deposit of 1 credit (left unpaid) and its verification, plus the deposit's refusals. */
export async function checkDeposit(ctx: Context): Promise<void> {
  const token = ctx.token;
  const deposit = await attempt(ctx, walletCalls.deposit, {
    trying: '1 credit',
    token,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey() },
    body: { amount: 1 },
    expect: [200],
  });
  const paymentId = (deposit.data as DepositResponse | undefined)?.payment_id;
  if (paymentId) {
    await attempt(ctx, walletCalls.verify, {
      trying: 'the new deposit (unpaid)',
      token,
      params: { paymentId },
      expect: [200],
    });
  }
  await attempt(ctx, walletCalls.deposit, {
    trying: 'amount 0 (validation)',
    token,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey() },
    body: { amount: 0 },
    expect: [400],
  });
  await attempt(ctx, walletCalls.deposit, {
    trying: 'no Idempotency-Key',
    token,
    body: { amount: 1 },
    expect: [400],
  });
}

/** A 403 keeps the contract, but the upload itself was not exercised: say so in the row. */
export function noteUnpaid(ctx: Context, status: number | undefined): void {
  const last = ctx.report.rows.at(-1);
  if (status === 403 && last?.result === 'pass')
    last.detail = 'the test account has too few credits: upload not exercised';
}

/** One small upload of audio and of a book, a poem and a story; the video goes with realtime. */
export async function checkUploads(ctx: Context): Promise<{ audioId?: string }> {
  const token = ctx.token;
  const title = `Provider check ${stamp()}`;
  // 201 when the balance covers the price; 403 with requiredAmount when it does not.
  const paid = [201, 403];
  const audio = await formOf(
    { title, genre: 'Test', artist: 'Provider check' },
    { audio: 'audio', artwork: 'artwork' },
  );
  audio.form.append('fileSize', String(audio.mainSize));
  const uploaded = await attempt(ctx, uploadCalls.audio, {
    trying: 'an MP3 with artwork',
    token,
    form: audio.form,
    expect: paid,
  });
  const book = await formOf(
    { title, description: 'Uploaded by the provider check.', author: 'Provider check' },
    { book: 'book', cover: 'cover' },
  );
  book.form.append('fileSize', String(book.mainSize));
  await attempt(ctx, uploadCalls.book, {
    trying: 'a PDF with a cover',
    token,
    form: book.form,
    expect: paid,
  });
  const missing = await formOf({ title }, {});
  await attempt(ctx, uploadCalls.audio, {
    trying: 'no file (validation)',
    token,
    form: missing.form,
    expect: [400],
  });
  const text = { title, content: 'Written by the provider check.', tags: 'check, provider' };
  const poem = await attempt(ctx, uploadCalls.poem, {
    trying: 'title, content, tags',
    token,
    body: text,
    expect: [201],
  });
  const story = await attempt(ctx, uploadCalls.story, {
    trying: 'title, content, tags',
    token,
    body: text,
    expect: [201],
  });
  await attempt(ctx, uploadCalls.story, {
    trying: 'no title (validation)',
    token,
    body: { content: 'No title.' },
    expect: [400],
  });
  await checkOwnWritings(ctx, {
    poems: (poem.data as Writing | undefined)?._id,
    stories: (story.data as Writing | undefined)?._id,
  });
  return { audioId: (uploaded.data as { audio?: Audio } | undefined)?.audio?._id };
}

/** The account's own uploads (a mock provider extension) list the poem and story just made. */
async function checkOwnWritings(
  ctx: Context,
  made: Partial<Record<'poems' | 'stories', string>>,
): Promise<void> {
  const mine = await attempt(ctx, myUploadsCalls.mine, {
    trying: 'after the uploads',
    token: ctx.token,
    expect: [200],
  });
  const body = mine.data as MyUploads | undefined;
  if (!mine.ok || !body) return;
  const missing = (['poems', 'stories'] as const).filter((kind) => {
    const id = made[kind];
    return id !== undefined && !body[kind].some((item) => item._id === id);
  });
  if (missing.length > 0)
    ctx.report.failLast(`(reply): the new ${missing.join(' and ')} not listed`);
}

/** The video form, shared with the realtime check. */
export async function videoForm(): Promise<{ form: FormData; headers: Record<string, string> }> {
  const { form, mainSize } = await formOf(
    {
      title: `Provider check ${stamp()}`,
      description: 'Uploaded by the provider check.',
      tags: 'check, provider',
    },
    { video: 'video', thumbnail: 'thumbnail' },
  );
  form.append('fileSize', String(mainSize));
  return { form, headers: { [FILE_SIZE_HEADER]: String(mainSize) } };
}
