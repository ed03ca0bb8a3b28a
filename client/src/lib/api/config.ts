// lib/api: talking to the provider: where it is, requests and their errors, XSRF, retries.
import { readOrigin, readRuntimeConfig, RUNTIME_CONFIG_ELEMENT_ID } from '@inkreel/shared';

export const PRODUCT_NAME = 'Inkreel';

/** Where the client sends its calls: origins without a trailing slash; '' means this page's own. */
export interface ClientConfig {
  apiBaseUrl: string;
  socketUrl: string;
}

/** The deployment's configuration is unusable; the message names the bad value and its source. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** The JSON the production web server writes into index.html, or undefined when there is none. */
function embeddedConfig(doc: Document): unknown {
  const element = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  const text = element?.textContent.trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ConfigError(`The runtime configuration (#${RUNTIME_CONFIG_ELEMENT_ID}) is not JSON.`);
  }
}

/**
 * The API and socket.io origins, read once at start-up: the runtime configuration the web server
 * wrote into the page first, then the build-time VITE_API_BASE_URL, then the page's own origin
 * (''). The socket.io origin defaults to the API's. Throws ConfigError for a malformed value.
 */
export function readClientConfig(
  doc: Document = document,
  buildTimeApiBaseUrl: string | undefined = import.meta.env.VITE_API_BASE_URL,
): ClientConfig {
  const runtime = readRuntimeConfig(embeddedConfig(doc) ?? {});
  if (!runtime.ok)
    throw new ConfigError(`The runtime configuration is invalid: ${runtime.message}`);
  let buildTime = '';
  if (buildTimeApiBaseUrl?.trim()) {
    const reading = readOrigin(buildTimeApiBaseUrl);
    if (!reading.ok) throw new ConfigError(`VITE_API_BASE_URL is invalid: ${reading.message}`);
    buildTime = reading.origin;
  }
  const apiBaseUrl = runtime.config.apiBaseUrl ?? buildTime;
  return { apiBaseUrl, socketUrl: runtime.config.socketUrl ?? apiBaseUrl };
}

let current: ClientConfig | undefined;

/** Reads and keeps the configuration; main.tsx calls it before rendering anything. */
export function initClientConfig(doc?: Document): ClientConfig {
  current = readClientConfig(doc);
  return current;
}

/** The server renderer (src/entry-server.tsx) has no document: it is handed the configuration. */
export function provideClientConfig(config: ClientConfig): void {
  current = config;
}

/** The configuration read at start-up (read now if start-up did not, as in unit tests). */
export function clientConfig(): ClientConfig {
  current ??= readClientConfig();
  return current;
}

/** For tests: forget the configuration, so the next clientConfig() reads it again. */
export function resetClientConfig(): void {
  current = undefined;
}
