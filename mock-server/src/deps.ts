import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import type { AppDeps } from './app-deps.js';
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

/** The app's dependencies (app-deps.ts says what each is), built once by main.ts or a test. */
export async function createDeps(
  env: Env,
  logger: Logger = pino({ level: env.LOG_LEVEL }),
): Promise<AppDeps> {
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
    outbox,
    hub,
    auth: createAuthMiddleware(store, tokens),
    xsrf: createXsrf(new XsrfTokens(secret)),
    faults: createFaults({ initial: env.MOCK_SCENARIO }),
    loginLimiter: createLoginLimiter(),
    videosInProcessing: new Set<string>(),
    uploads: new UploadStages(hub),
  };
}
