import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { originSchema } from '@inkreel/shared';

/** client/dist: beside this file's folder, whether it runs from server/ or the built dist-server/. */
const DEFAULT_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** The provider's origin, e.g. https://api.example.com. Unset: the build-time one, else this origin. */
  API_BASE_URL: z.optional(originSchema),
  /** socket.io's origin when it is not the API's. */
  SOCKET_URL: z.optional(originSchema),
  /** The built client (vite build's outDir). */
  DIST_DIR: z.string().min(1).default(DEFAULT_DIST_DIR),
  /** The server renderer (vite build --ssr); unset: dist-ssr/entry-server.js beside dist-server/. */
  SSR_ENTRY: z.optional(z.string().min(1)),
  /** The provider's origin as this server reaches it, when not API_BASE_URL (a private address). */
  SSR_API_URL: z.optional(originSchema),
  /** How long a server-rendered page waits for the provider before sending the shell. */
  SSR_TIMEOUT_MS: z.coerce.number().int().min(1).max(10_000).default(400),
  /** This site's public origin (canonical URLs, previews, the sitemap); unset: each request's. */
  PUBLIC_URL: z.optional(originSchema),
});

export type ServerEnv = z.output<typeof envSchema>;

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return { ...result.data, DIST_DIR: path.resolve(result.data.DIST_DIR) };
}
