import { docsCalls, extensionCalls, extensionsSchema } from '@inkreel/shared';
import type { Options } from './args.js';
import { checkAccountReads, signIn, signOut } from './checks/account.js';
import { checkAccountCalls } from './checks/account-calls.js';
import { checkCaptionReads, checkCaptionWrites } from './checks/captions.js';
import {
  checkCommunityAccountReads,
  checkCommunityReads,
  checkCommunityWrites,
} from './checks/community.js';
import { checkGoogleSignIn } from './checks/google-sign-in.js';
import {
  checkCollectionReads,
  checkCollectionRefusals,
  checkCollectionWrites,
} from './checks/collections.js';
import {
  checkCommentAccountReads,
  checkCommentReads,
  checkCommentWrites,
} from './checks/comments.js';
import { checkBodyRules, checkDepositRules, checkMultipartRefusals } from './checks/edges.js';
import { checkHostile } from './checks/hostile.js';
import { checkManage, checkManageRefusals } from './checks/manage.js';
import { checkMedia } from './checks/media.js';
import { checkPasswordReset } from './checks/password-reset.js';
import { checkPublicReads } from './checks/public-reads.js';
import { checkReading, checkReadingRefusals } from './checks/reading.js';
import { checkVideoRealtime } from './checks/realtime.js';
import { checkRefusals } from './checks/refusals.js';
import { checkDeposit, checkUploads } from './checks/writes.js';
import { attempt, createContext, type Context } from './context.js';
import { CheckAbort } from './errors.js';
import { NOT_JSON, NoReply, type Reply } from './http.js';
import { isRecord } from './is-record.js';
import type { Report } from './report.js';

/** The first call: does the base URL answer, and with the API's JSON? */
async function preflight(ctx: Context): Promise<void> {
  const path = '/api/videos/featured';
  let reply: Reply;
  try {
    reply = await ctx.http.send('GET', path);
  } catch (error) {
    if (error instanceof NoReply)
      throw new CheckAbort(`Cannot reach ${ctx.options.baseUrl}: ${error.message}`);
    throw error;
  }
  if (reply.status === 404) {
    throw new CheckAbort(
      `${ctx.http.urlOf(path)} answered 404: is --base-url the provider's origin (without /api)?`,
    );
  }
  if (reply.json === NOT_JSON) {
    const type = reply.headers.get('content-type') || 'no content-type';
    throw new CheckAbort(
      `${ctx.http.urlOf(path)} did not answer JSON (status ${reply.status}, ${type}): is --base-url the provider's origin?`,
    );
  }
}

/** The extension features the provider names at GET /api/extensions, if it has that call. */
async function discoverFeatures(ctx: Context): Promise<void> {
  const reply = await ctx.http.send('GET', extensionCalls.list.path).catch(() => null);
  const parsed = reply?.status === 200 ? extensionsSchema.safeParse(reply.json) : undefined;
  if (!parsed?.success) return;
  for (const name of parsed.data.extensions) ctx.features.add(name);
  await attempt(ctx, extensionCalls.list, { trying: 'the features offered', expect: [200] });
}

/** The mock provider's extensions this provider declares in its own OpenAPI document, if any. */
async function discoverExtensions(ctx: Context): Promise<void> {
  const reply = await ctx.http.send('GET', docsCalls.openapi.path).catch(() => null);
  const paths = (reply?.json as { paths?: unknown } | undefined)?.paths;
  if (reply?.status !== 200 || !isRecord(paths)) return;
  for (const item of Object.values(paths)) {
    if (!isRecord(item)) continue;
    for (const operation of Object.values(item)) {
      if (
        isRecord(operation) &&
        operation['x-inkreel-extension'] === true &&
        typeof operation.operationId === 'string'
      )
        ctx.extensions.add(operation.operationId);
    }
  }
  await attempt(ctx, docsCalls.openapi, { trying: 'the provider describes itself', expect: [200] });
}

/** Runs every check the options allow and returns the rows. CheckAbort ends the run early. */
export async function runChecks(options: Options, onStart: () => void = () => {}): Promise<Report> {
  const ctx = createContext(options);
  await preflight(ctx);
  onStart();
  await discoverExtensions(ctx);
  await discoverFeatures(ctx);
  const found = await checkPublicReads(ctx);
  await checkMedia(ctx, found);
  await checkCommentReads(ctx, found);
  await checkCaptionReads(ctx, found);
  await checkCommunityReads(ctx, found);
  await checkRefusals(ctx);
  await checkManageRefusals(ctx);
  await checkHostile(ctx);
  await checkBodyRules(ctx);
  await checkPasswordReset(ctx);
  await checkAccountCalls(ctx);
  await checkReadingRefusals(ctx);
  await checkGoogleSignIn(ctx);
  await checkCollectionRefusals(ctx);
  if (options.email && options.password) {
    const session = await signIn(ctx, options.email, options.password);
    await checkAccountReads(ctx);
    await checkCollectionReads(ctx);
    await checkReading(ctx, found.book?._id, options.allowWrites);
    await checkCommentAccountReads(ctx);
    await checkCommunityAccountReads(ctx);
    await checkMultipartRefusals(ctx);
    if (options.allowWrites) {
      await checkCommunityWrites(ctx, found, session.user._id);
      await checkDeposit(ctx);
      await checkDepositRules(ctx);
      const own = await checkUploads(ctx);
      await checkCaptionWrites(ctx, own);
      await checkManage(ctx);
      await checkVideoRealtime(ctx);
      await checkCollectionWrites(ctx, found);
      await checkCommentWrites(ctx, found, session.user._id);
    }
    await signOut(ctx);
  }
  return ctx.report;
}
