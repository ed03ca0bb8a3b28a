import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import type { Env } from './env.js';
import { createAuthMiddleware } from './http/auth.js';
import { createXsrf } from './http/xsrf.js';
import { XsrfTokens } from './http/xsrf-tokens.js';
import { createMailer } from './mail/mailer.js';
import { Outbox } from './mail/outbox.js';
import { createLoginLimiter, TokenService } from './modules/auth/auth.service.js';
import { createFaults } from './modules/faults/faults.service.js';
import { UploadStages } from './modules/upload/upload.service.js';
import { RealtimeHub } from './realtime/hub.js';
import { openStore } from './db/store.js';

/** Everything the app needs, built once by main.ts or a test. */
export type AppDeps = Awaited<ReturnType<typeof createDeps>>;

/** JWT_SECRET, or a random one kept in DATA_DIR so tokens survive a restart. */
async function jwtSecret(env: Env): Promise<string> {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(env.DATA_DIR, 'jwt-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // No secret yet: make one below.
  }
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

export async function createDeps(env: Env, logger: Logger = pino({ level: env.LOG_LEVEL })) {
  const store = await openStore(env.DATA_DIR, {
    flushMs: env.STORE_FLUSH_MS,
    onError: (error) => logger.error({ err: error }, 'Writing counted views and plays failed'),
  });
  const secret = await jwtSecret(env);
  const tokens = new TokenService(store, secret);
  const outbox = new Outbox({ keep: env.MOCK_DEV_ROUTES });
  const hub = new RealtimeHub();
  const mailer = createMailer({ outbox, logger, from: env.MAIL_FROM, smtpUrl: env.SMTP_URL });
  return {
    env,
    store,
    logger,
    tokens,
    mailer,
    /** Messages sent, for the dev mailbox (memory only, and only with the dev routes on). */
    outbox,
    hub,
    auth: createAuthMiddleware(store, tokens),
    xsrf: createXsrf(new XsrfTokens(secret)),
    /** The fault lab's scenario and journal (inert while dev routes are off). */
    faults: createFaults({ initial: env.MOCK_SCENARIO }),
    /** Failed sign-ins per account and address, and per address (memory only). */
    loginLimiter: createLoginLimiter(),
    /** Ids of the videos this app is processing now (one job per video). */
    videosInProcessing: new Set<string>(),
    /** Uploads in flight and recent failures: GET /api/uploads/{id} and their events. */
    uploads: new UploadStages(hub),
  };
}
