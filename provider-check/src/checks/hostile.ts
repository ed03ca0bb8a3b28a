import { allCalls, documentedStatuses, errorBodySchema, type CallContract } from '@inkreel/shared';
import { labelOf, type Context } from '../context.js';
import { NoReply, NOT_JSON, type SendOptions } from '../http.js';

/** Longer than any id or token a contract accepts (the longest take 200 characters). */
const OVER_LONG = 'x'.repeat(1000);
const JSON_TYPE = /^application\/([a-z0-9.+-]+\+)?json\s*(;|$)/i;

/** The call's path with every parameter set to `value`. */
const pathWith = (call: CallContract, value: string) =>
  call.path.replace(/:[A-Za-z_]+/g, encodeURIComponent(value));

/** Why a hostile request's reply is wrong, or null: a documented 4xx with a coded JSON body. */
export function problemOf(
  call: CallContract,
  status: number,
  type: string,
  json: unknown,
): string | null {
  if (status >= 500) return `a server error (${status})`;
  if (status < 400) return `accepted (${status}): expected a refusal`;
  if (!documentedStatuses(call).includes(status)) return `status ${status} is not documented`;
  if (!JSON_TYPE.test(type)) return `content-type: expected application/json, got "${type}"`;
  if (json === NOT_JSON || !errorBodySchema.safeParse(json).success)
    return 'body: expected a coded error body';
  return null;
}

async function tryHostile(
  ctx: Context,
  call: CallContract,
  trying: string,
  path: string,
  options: SendOptions,
): Promise<void> {
  const row = { call: labelOf(call), trying };
  try {
    const reply = await ctx.http.send(call.method, path, options);
    const type = reply.headers.get('content-type') ?? '';
    const problem = problemOf(call, reply.status, type, reply.json);
    ctx.report.add({
      ...row,
      status: String(reply.status),
      result: problem ? 'FAIL' : 'pass',
      detail: problem ?? '',
    });
  } catch (error) {
    if (!(error instanceof NoReply)) throw error;
    ctx.report.add({ ...row, status: '-', result: 'FAIL', detail: `no reply: ${error.message}` });
  }
}

/**
 * Requests no client should send, safe on a live system: each is refused before anything is
 * read or written (a body that does not parse, an id longer than any the contract accepts, an
 * XSRF cookie that is not the provider's). Every one must get a documented 4xx with a coded JSON
 * body, never a 5xx. Signed out, so no account is touched.
 */
export async function checkHostile(ctx: Context): Promise<void> {
  const calls = allCalls
    .map(({ id, call }) => ({ id, call }))
    .filter(({ call }) => call.scope !== 'dev')
    // A mock-provider extension this provider does not declare is not its to answer.
    .filter(({ id, call }) => call.scope !== 'extension' || ctx.extensions.has(id));
  for (const { call } of calls) {
    const path = pathWith(call, 'some-id');
    if (call.method === 'POST') {
      await tryHostile(ctx, call, 'hostile: a body that is not JSON', path, {
        raw: { type: 'application/json', text: '{"broken": ' },
      });
      await tryHostile(ctx, call, 'hostile: a forged XSRF cookie', path, {
        forgedXsrf: true,
        json: {},
      });
    }
    if (call.params) {
      await tryHostile(ctx, call, 'hostile: an over-long id', pathWith(call, OVER_LONG), {
        ...(call.method === 'POST' ? { json: {} } : {}),
      });
    }
  }
}
