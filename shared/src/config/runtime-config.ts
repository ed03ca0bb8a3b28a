import * as z from 'zod/mini';
import { originSchema } from './origin.js';

/** The id of the non-executable JSON script the client's web server fills in index.html. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'inkreel-config';
/** The same configuration as a file, for tools and for a quick look at a deployment. */
export const RUNTIME_CONFIG_PATH = '/config.json';

/**
 * What a deployment tells the built client at start-up. Each value is optional: the client falls
 * back to the build-time VITE_API_BASE_URL, then to its own origin. The socket.io origin defaults
 * to the API's.
 */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.optional(originSchema),
  socketUrl: z.optional(originSchema),
});
export type RuntimeConfig = z.output<typeof runtimeConfigSchema>;
