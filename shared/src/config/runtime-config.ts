import { readOrigin } from './bare-origin.js';

/** The id of the non-executable JSON script the client's web server fills in index.html. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'inkreel-config';
/** The same configuration as a file, for tools and for a quick look at a deployment. */
export const RUNTIME_CONFIG_PATH = '/config.json';

/**
 * What a deployment tells the built client at start-up. Each value is optional: the client falls
 * back to the build-time VITE_API_BASE_URL, then to its own origin. The socket.io origin defaults
 * to the API's.
 */
export interface RuntimeConfig {
  apiBaseUrl?: string;
  socketUrl?: string;
}

export type RuntimeConfigReading =
  | { ok: true; config: RuntimeConfig }
  | { ok: false; message: string };

const FIELDS = ['apiBaseUrl', 'socketUrl'] as const;

/**
 * Reads the runtime configuration a page carries: an object whose `apiBaseUrl` and `socketUrl`,
 * when present, are origins (normalised); other keys are ignored. The message names each bad
 * field. Plain code: the browser reads it before anything else, without zod (docs/decisions/0448).
 */
export function readRuntimeConfig(value: unknown): RuntimeConfigReading {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: 'expected an object' };
  }
  const config: RuntimeConfig = {};
  const problems: string[] = [];
  for (const field of FIELDS) {
    const given = (value as Record<string, unknown>)[field];
    if (given === undefined) continue;
    if (typeof given !== 'string') {
      problems.push(`${field}: expected a string`);
      continue;
    }
    const reading = readOrigin(given);
    if (reading.ok) config[field] = reading.origin;
    else problems.push(`${field}: ${reading.message}`);
  }
  return problems.length ? { ok: false, message: problems.join('; ') } : { ok: true, config };
}
