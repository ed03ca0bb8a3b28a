import { allCalls, buildUrl, type CallContract } from '@inkreel/shared';
import type { Options } from './args.js';
import { NoReply, ProviderHttp, type Reply, type SendOptions } from './http.js';
import { Report } from './report.js';
import { judge } from './verdict.js';

export interface Context {
  options: Options;
  http: ProviderHttp;
  report: Report;
  /** Operation ids the provider's own /api/openapi.json declares as Inkreel extensions. */
  extensions: Set<string>;
  /** Extension features the provider names at GET /api/extensions. */
  features: Set<string>;
  token?: string;
}

export function createContext(options: Options): Context {
  return {
    options,
    http: new ProviderHttp(options.baseUrl, options.timeoutMs),
    report: new Report(),
    extensions: new Set(),
    features: new Set(),
  };
}

export interface Attempt extends Omit<SendOptions, 'json'> {
  /** What this attempt tries, for the table. */
  trying: string;
  /** Statuses the contract allows for this attempt; the reply is parsed with its status's schema. */
  expect: readonly number[];
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

export interface Outcome {
  ok: boolean;
  status?: number;
  data?: unknown;
  reply?: Reply;
}

const idOf = (call: CallContract) => allCalls.find((e) => e.call === call)?.id;
export const labelOf = (call: CallContract): string => `${call.method} ${call.path}`;

/** An extension call the provider declares (its OpenAPI document) or whose feature it names. */
export const offers = (ctx: Context, call: CallContract): boolean =>
  call.scope !== 'extension' ||
  ctx.extensions.has(idOf(call) ?? '') ||
  (call.feature !== undefined && ctx.features.has(call.feature));

/**
 * Tries one call and writes its row. An extension is tried only when the provider offers it;
 * otherwise its row says "not offered", which is no failure.
 */
export async function attempt(ctx: Context, call: CallContract, a: Attempt): Promise<Outcome> {
  const row = { call: labelOf(call), trying: a.trying, status: a.expect.join('/') };
  if (!offers(ctx, call)) {
    const detail = call.feature
      ? `extension (${call.feature}): neither /api/extensions nor the document names it`
      : 'extension: the provider does not declare it in its document';
    ctx.report.add({ ...row, result: 'not offered', detail });
    return { ok: true };
  }
  let reply: Reply;
  try {
    const url = buildUrl(call, { params: a.params, query: a.query } as never);
    reply = await ctx.http.send(call.method, url, { ...a, json: a.body, binary: call.binary });
  } catch (error) {
    if (!(error instanceof NoReply)) throw error;
    ctx.report.add({ ...row, status: '-', result: 'FAIL', detail: `no reply: ${error.message}` });
    return { ok: false };
  }
  const verdict = judge(call, reply, a.expect);
  ctx.report.add({
    ...row,
    status: String(reply.status),
    result: verdict.ok ? 'pass' : 'FAIL',
    detail: verdict.ok ? '' : verdict.detail,
  });
  return { ok: verdict.ok, status: reply.status, data: verdict.data, reply };
}

/** A row for a check that is not one call's reply (media ranges, realtime events). */
export function record(
  ctx: Context,
  call: string,
  trying: string,
  status: string,
  problem: string | null,
): boolean {
  ctx.report.add({
    call,
    trying,
    status,
    result: problem ? 'FAIL' : 'pass',
    detail: problem ?? '',
  });
  return problem === null;
}
