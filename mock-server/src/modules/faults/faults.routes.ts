import { setTimeout as sleep } from 'node:timers/promises';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import {
  audioCalls,
  contentTypeSchema,
  ErrorCode,
  uploadCalls,
  type CallContract,
} from '@inkreel/shared';
import { bearerToken } from '../../http/auth.js';
import { callFor } from '../../http/contract-paths.js';
import { HttpError, unauthorized } from '../../http/http-error.js';
import { paceReply } from '../../http/throttle.js';
import { priceOf, type PriceEnv } from '../upload/upload.service.js';
import type { Faults } from './faults.js';
import { preferredError, serviceUnavailable } from './error-replies.js';
import { parsePrefer, PreferError } from './prefer.js';

/** Developer tooling is neither journaled nor faulted: the panel must work in every scenario. */
const isTooling = (path: string) =>
  path === '/__dev' || path.startsWith('/__dev/') || path === '/api/health';

/** What the fault lab's middleware uses of the app's dependencies (decision 0305). */
interface FaultDeps {
  faults: Faults;
  /** The upload prices a Prefer-asked 402 or 403 names. */
  env: PriceEnv;
}

const badRequest = (message: string) => new HttpError(400, ErrorCode.VALIDATION_FAILED, message);

/**
 * The fault lab's request journal: every request but the tooling's, with the scenario active when
 * it arrived, recorded once its reply is done (status 0 when the connection was dropped).
 */
export function journalRequests(faults: Faults): RequestHandler {
  return (req, res, next) => {
    if (isTooling(req.path)) return next();
    const scenario = faults.active();
    const at = new Date().toISOString();
    const start = performance.now();
    res.once('close', () => {
      faults.journal.add({
        at,
        method: req.method,
        path: req.originalUrl.slice(0, 500),
        status: res.writableFinished ? res.statusCode : 0,
        durationMs: Math.round((performance.now() - start) * 100) / 100,
        scenario,
      });
    });
    next();
  };
}

/**
 * Files outside /api/media/ that a specification reply names: a track uploaded without artwork has
 * `artworkUrl` /audios/artwork/:id (an image drawn for it), in every scenario.
 */
const NAMED_BY_REPLIES: ReadonlySet<CallContract> = new Set([audioCalls.artwork]);

/**
 * spec-only: a call of an extension (not the media files a reply names: a provider serves the
 * URLs it hands out, whatever their path).
 */
function isExtensionCall(req: Request): boolean {
  if (req.path.startsWith('/api/media/')) return false;
  const call = callFor(req.method, req.path);
  return call?.scope === 'extension' && !NAMED_BY_REPLIES.has(call);
}

/** The price a 402/403 of this call would name: the upload's, or the checked content type's. */
function priceFor(deps: FaultDeps, call: CallContract, path: string): number {
  const name = Object.entries(uploadCalls).find(([, c]) => c === call)?.[0];
  const type = contentTypeSchema.safeParse(
    name === 'checkBalance' ? path.split('/').filter(Boolean).at(-1) : name,
  );
  return type.success ? priceOf(deps.env, type.data) : 0;
}

/** The error a Prefer code asks for; undefined lets the call run (a success it declares). */
function preferOutcome(deps: FaultDeps, req: Request, code: number): HttpError | undefined {
  const call = callFor(req.method, req.path);
  if (!call) {
    return badRequest(
      `Prefer: code=${code} names no contract call: ${req.method} ${req.path} is not in shared/`,
    );
  }
  if (code < 300 && call.responses[code]) return undefined;
  const declared = Object.keys(call.responses).join(', ');
  return (
    preferredError(call, code, priceFor(deps, call, req.path)) ??
    badRequest(
      `Prefer: code=${code}: ${call.method} ${call.path} declares no such status (it declares ${declared}, and any call may answer 500 or 503)`,
    )
  );
}

async function applyFaults(deps: FaultDeps, req: Request, res: Response, next: NextFunction) {
  const { faults } = deps;
  // Faults are answered here, not through the error handler: they are asked for, not bugs to log.
  const answer = (error: HttpError) =>
    void res.set(error.headers).status(error.status).json(error.toBody());
  let preference;
  try {
    preference = parsePrefer(req.headers.prefer);
  } catch (error) {
    if (!(error instanceof PreferError)) throw error;
    return answer(badRequest(error.message));
  }
  const delay = preference.delayMs ?? faults.replyDelayMs();
  if (delay > 0) {
    await sleep(delay);
    if (res.closed || req.destroyed) return;
  }
  const preferred =
    preference.code === undefined ? undefined : preferOutcome(deps, req, preference.code);
  if (preferred) return answer(preferred);
  // Every fault below answers before any route runs: a failed write has changed nothing.
  const flaky = faults.flakyFailure();
  if (flaky === 'unavailable') return answer(serviceUnavailable('flaky scenario'));
  if (flaky === 'drop') return void req.socket.destroy();
  if (faults.extensionsOff() && isExtensionCall(req)) {
    // As a provider that never heard of the call: the same 404 as any unknown path.
    return answer(
      new HttpError(404, ErrorCode.NOT_FOUND, `No route for ${req.method} ${req.path}`),
    );
  }
  if (faults.sessionExpired() && bearerToken(req)) {
    return answer(unauthorized('Your session has expired. Please sign in again.'));
  }
  const rate = faults.throttleBytesPerSecond();
  if (rate) {
    // Uploads read their files through a Pace (http/multipart.ts); files go out through one.
    res.locals.bytesPerSecond = rate;
    paceReply(res, rate);
  }
  next();
}

/**
 * The fault lab in front of every route (only while dev routes are on): honours `Prefer: code=…,
 * delay=…` on API calls, and applies the active scenario's delays, failures, refused tokens and
 * throttling. In the normal scenario a request without Prefer passes straight on.
 */
export function createFaultMiddleware(deps: FaultDeps): RequestHandler {
  return (req, res, next) => {
    if (deps.faults.is('normal') && req.headers.prefer === undefined) return next();
    if (isTooling(req.path) || !req.path.startsWith('/api/')) return next();
    applyFaults(deps, req, res, next).catch(next);
  };
}
