import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_UPLOAD_PRICES, originListSchema, scenarioNameSchema } from '@inkreel/shared';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const price = (fallback: number) =>
  z.coerce.number().nonnegative().max(1_000_000).default(fallback);

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, '.data')),
    /**
     * The client's origins, comma-separated: each gets CORS on /api and socket.io. The first is the
     * one e-mail links and checkout redirects go to.
     */
    CLIENT_ORIGIN: z._default(originListSchema, ['http://localhost:5173']),
    /** Where browsers reach this server; used for checkout links. Defaults to http://localhost:PORT. */
    PUBLIC_URL: z.url().optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    /**
     * "Continue with Google": the OpenID Connect issuer (https://accounts.google.com for Google).
     * Unset, the mock's own stand-in answers at PUBLIC_URL/idp (docs/decisions/0264).
     */
    GOOGLE_ISSUER: z.url().optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).default('inkreel-mock'),
    GOOGLE_CLIENT_SECRET: z.string().min(1).default('inkreel-mock-secret'),
    /** Serve the stand-in even with GOOGLE_ISSUER set (to reach it under another host name). */
    GOOGLE_STAND_IN: booleanFlag.optional(),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().default('Inkreel <no-reply@inkreel.local>'),
    MOCK_DEV_ROUTES: booleanFlag.default(true),
    /** The fault scenario active at start-up (dev routes only; see docs/fault-lab.md). */
    MOCK_SCENARIO: z._default(scenarioNameSchema, 'normal'),
    MAX_UPLOAD_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(2 * 1024 ** 3),
    UPLOAD_PRICE_VIDEO: price(DEFAULT_UPLOAD_PRICES.video),
    UPLOAD_PRICE_AUDIO: price(DEFAULT_UPLOAD_PRICES.audio),
    UPLOAD_PRICE_BOOK: price(DEFAULT_UPLOAD_PRICES.book),
    UPLOAD_PRICE_POEM: price(DEFAULT_UPLOAD_PRICES.poem),
    UPLOAD_PRICE_STORY: price(DEFAULT_UPLOAD_PRICES.story),
    /**
     * log2 of scrypt's N for new password hashes (17, OWASP's figure, by default). Tests and
     * journeys use 10 to save seconds per hash; stored hashes verify at any setting.
     */
    PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
    /**
     * How long a video uploaded with a socket takes to process (ms), its steps spread over it as a
     * real provider's transcoding would be; three times that in the slow-network scenario.
     */
    PROCESSING_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
    /** How long a counted view or play may wait in memory before it is written (ms). */
    STORE_FLUSH_MS: z.coerce.number().int().min(10).max(600_000).default(1000),
    /**
     * `on` (the default): every JSON reply is checked against its contract before it is sent, and
     * a breach is answered 500 and logged as a server bug. A production image may set `off`.
     * See docs/decisions/0262-a-plain-mock-provider.md.
     */
    REPLY_CHECKS: z.enum(['on', 'off']).default('on'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** pretty: one readable line per entry (development); json: one JSON object per line. */
    LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  })
  .refine((env) => env.MOCK_DEV_ROUTES || env.MOCK_SCENARIO === 'normal', {
    path: ['MOCK_SCENARIO'],
    message: 'fault scenarios need MOCK_DEV_ROUTES=true (leave MOCK_SCENARIO unset or normal)',
  });

export type Env = ReturnType<typeof loadEnv>;
export type LogFormat = Env['LOG_FORMAT'];

/** Reads the repository's `.env`, if there is one; variables already set in the environment win. */
export function loadDotEnv(file = path.join(REPO_ROOT, '.env')): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env) {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const [first = 'http://localhost:5173'] = env.CLIENT_ORIGIN;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return {
    ...env,
    /** The first client origin: e-mail links and checkout redirects. */
    CLIENT_ORIGIN: first,
    /** Every allowed client origin (CORS on /api and socket.io). */
    CLIENT_ORIGINS: env.CLIENT_ORIGIN,
    // A relative DATA_DIR is taken from the repository root, however the server was started.
    DATA_DIR: path.resolve(REPO_ROOT, env.DATA_DIR),
    PUBLIC_URL: publicUrl,
    /** GOOGLE_ISSUER, or the stand-in's issuer at PUBLIC_URL/idp. */
    GOOGLE_ISSUER: env.GOOGLE_ISSUER ?? `${publicUrl}/idp`,
    /** Whether this server runs the stand-in identity provider (by default, GOOGLE_ISSUER unset). */
    GOOGLE_STAND_IN: env.GOOGLE_STAND_IN ?? env.GOOGLE_ISSUER === undefined,
    // JSON for log collectors in production, readable lines everywhere else.
    LOG_FORMAT: env.LOG_FORMAT ?? (source.NODE_ENV === 'production' ? 'json' : 'pretty'),
  };
}
