import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import type { Env } from './env.js';
import { createAuthMiddleware, type AuthMiddleware } from './http/auth.js';
import { createXsrf, type Xsrf } from './http/xsrf.js';
import { XsrfTokens } from './http/xsrf-tokens.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { TokenService } from './modules/auth/token.service.js';
import { RealtimeHub } from './realtime/hub.js';
import { openStore, type Store } from './db/store.js';

/** Everything the app needs, built once by main.ts or a test. */
export interface AppDeps {
  env: Env;
  store: Store;
  logger: Logger;
  tokens: TokenService;
  mailer: Mailer;
  hub: RealtimeHub;
  auth: AuthMiddleware;
  xsrf: Xsrf;
}

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

export async function createDeps(
  env: Env,
  logger: Logger = pino({ level: env.LOG_LEVEL }),
): Promise<AppDeps> {
  const store = await openStore(env.DATA_DIR);
  const secret = await jwtSecret(env);
  const tokens = new TokenService(store, secret);
  const mailer = createMailer({ store, logger, from: env.MAIL_FROM, smtpUrl: env.SMTP_URL });
  return {
    env,
    store,
    logger,
    tokens,
    mailer,
    hub: new RealtimeHub(),
    auth: createAuthMiddleware(store, tokens),
    xsrf: createXsrf(new XsrfTokens(secret)),
  };
}
