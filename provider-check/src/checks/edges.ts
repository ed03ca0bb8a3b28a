import {
  allCalls,
  authCalls,
  ErrorCode,
  IDEMPOTENCY_HEADER,
  requestBodyType,
  uploadCalls,
  walletCalls,
  type CallContract,
} from '@inkreel/shared';
import { attempt, labelOf, type Context } from '../context.js';
import { NoReply, type SendOptions } from '../http.js';
import { isRecord } from '../is-record.js';
import { problemOf } from './hostile.js';

/**
 * Why a refusal is not the one the document gives (the status, then a coded JSON body, then the
 * code), or null.
 */
export function refusalProblem(
  call: CallContract,
  reply: { status: number; type: string; json: unknown },
  status: number,
  code: ErrorCode,
): string | null {
  if (reply.status !== status) return `status: expected ${status}, got ${reply.status}`;
  const problem = problemOf(call, reply.status, reply.type, reply.json);
  if (problem) return problem;
  const got = isRecord(reply.json) ? reply.json.code : undefined;
  return got === code ? null : `code: expected ${code}, got ${String(got)}`;
}

/** Sends one request the document says is refused with `status` and `code`, and writes its row. */
async function expectRefusal(
  ctx: Context,
  call: CallContract,
  trying: string,
  expected: [number, ErrorCode],
  options: SendOptions,
): Promise<void> {
  const row = { call: labelOf(call), trying, status: String(expected[0]) };
  try {
    const reply = await ctx.http.send(call.method, call.path, options);
    const type = reply.headers.get('content-type') ?? '';
    const problem = refusalProblem(call, { ...reply, type }, ...expected);
    ctx.report.add({ ...row, result: problem ? 'FAIL' : 'pass', detail: problem ?? '' });
  } catch (error) {
    if (!(error instanceof NoReply)) throw error;
    ctx.report.add({ ...row, result: 'FAIL', detail: `no reply: ${error.message}` });
  }
}

const asTextPlain = (json: unknown) => ({ type: 'text/plain', text: JSON.stringify(json) });
const UNSUPPORTED: [number, ErrorCode] = [415, ErrorCode.UNSUPPORTED_MEDIA_TYPE];
const INVALID: [number, ErrorCode] = [400, ErrorCode.VALIDATION_FAILED];

/**
 * Signed out, safe on a live system (issue 50): a JSON call refuses a body sent as text/plain
 * with 415 before reading it, and the e-mail rule is the document's pattern (`0@com` is refused).
 * Only calls that need no token are tried, so the refusal cannot be a 401 instead.
 */
export async function checkBodyRules(ctx: Context): Promise<void> {
  const open = allCalls.filter(
    ({ id, call }) =>
      call.method === 'POST' &&
      call.auth !== true &&
      requestBodyType(call) === 'application/json' &&
      (call.scope === undefined ||
        call.scope === 'spec' ||
        (call.scope === 'extension' && ctx.extensions.has(id))),
  );
  for (const { call } of open)
    await expectRefusal(ctx, call, 'a JSON body sent as text/plain', UNSUPPORTED, {
      raw: asTextPlain({}),
    });
  // The document's pattern refuses it; some `format: email` validators take it.
  await expectRefusal(ctx, authCalls.resendVerification, 'the address 0@com', INVALID, {
    json: { email: '0@com' },
  });
  // And takes this one, an address nobody has: 404, not a validation failure.
  const unknown = `o'neil+${Date.now().toString(36)}@mail.example.co.uk`;
  await attempt(ctx, authCalls.resendVerification, {
    trying: "an address with ' and + (the pattern takes it)",
    body: { email: unknown },
    expect: [404],
  });
}

const BOUNDARY = 'provider-check-boundary';

/** A multipart body of one text part, then one part without a name (or with an empty one). */
const nameless = (disposition: string) => ({
  type: `multipart/form-data; boundary=${BOUNDARY}`,
  text: [
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="title"',
    '',
    'Provider check',
    `--${BOUNDARY}`,
    `Content-Disposition: form-data${disposition}`,
    'Content-Type: application/octet-stream',
    '',
    'bytes',
    `--${BOUNDARY}--`,
    '',
  ].join('\r\n'),
});

/**
 * Signed in, safe on a live system: each file upload refuses a part without a name, or with an
 * empty one, with 400 (issue 50, item 1). The body holds none of the upload's files, so nothing
 * can be created or charged.
 */
export async function checkMultipartRefusals(ctx: Context): Promise<void> {
  for (const call of [uploadCalls.video, uploadCalls.audio, uploadCalls.book]) {
    await expectRefusal(ctx, call, 'a part without a name', INVALID, {
      token: ctx.token,
      raw: nameless(''),
    });
    await expectRefusal(ctx, call, 'a file part with an empty name', INVALID, {
      token: ctx.token,
      raw: nameless('; name=""; filename="x.bin"'),
    });
  }
}

/**
 * With writes allowed (a provider that got it wrong would open an unpaid checkout): a deposit of
 * valid JSON sent as text/plain is 415, and an amount with more than two decimals however close
 * to a cent is 400 (issue 50, items 3 and 4).
 */
export async function checkDepositRules(ctx: Context): Promise<void> {
  const headers = () => ({ [IDEMPOTENCY_HEADER]: `${Date.now()}-${Math.random().toString(36)}` });
  await expectRefusal(ctx, walletCalls.deposit, 'valid JSON sent as text/plain', UNSUPPORTED, {
    token: ctx.token,
    headers: headers(),
    raw: asTextPlain({ amount: 1 }),
  });
  await expectRefusal(ctx, walletCalls.deposit, 'amount 0.30000000000000004', INVALID, {
    token: ctx.token,
    headers: headers(),
    json: { amount: 0.30000000000000004 },
  });
}
