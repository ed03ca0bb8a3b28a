import { parseArgs } from 'node:util';
import { CheckAbort } from './errors.js';

export interface Options {
  baseUrl: string;
  email?: string;
  password?: string;
  allowWrites: boolean;
  /** Per request, and for the realtime events of the video upload. */
  timeoutMs: number;
}

export const USAGE = `Usage: npm run verify:provider -- --base-url URL [--email E --password P [--allow-writes]] [--timeout S]

  --base-url URL    the provider's origin (the client calls URL/api/...)
  --email E         a verified test account: also checks the signed-in reads
  --password P      its password (or set VERIFY_PROVIDER_PASSWORD)
  --allow-writes    with an account: deposit, verify, one upload of each type, a poem,
                    a story and the realtime events of a video upload (spends credits)
  --timeout S       seconds to wait for each reply and for the upload events (default 15)
  --help            this text`;

/** Reads the flags; undefined means --help was asked for. */
export function parseOptions(argv: string[], env: NodeJS.ProcessEnv = {}): Options | undefined {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        'base-url': { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        'allow-writes': { type: 'boolean', default: false },
        timeout: { type: 'string', default: '15' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new CheckAbort(`${(error as Error).message} (see --help)`);
  }
  if (values.help) return undefined;
  const raw = values['base-url'];
  if (!raw) throw new CheckAbort('--base-url is required, e.g. --base-url http://127.0.0.1:4000');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new CheckAbort(`--base-url is not a URL: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CheckAbort(`--base-url must be http or https: ${raw}`);
  const password = values.password ?? env.VERIFY_PROVIDER_PASSWORD;
  if (Boolean(values.email) !== Boolean(password))
    throw new CheckAbort('--email and --password go together');
  if (values['allow-writes'] && !values.email)
    throw new CheckAbort('--allow-writes needs a test account: add --email and --password');
  const seconds = Number(values.timeout);
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new CheckAbort(`--timeout must be a number of seconds: ${values.timeout}`);
  return {
    baseUrl: url.href.replace(/\/+$/, ''),
    email: values.email,
    password,
    allowWrites: values['allow-writes'],
    timeoutMs: seconds * 1000,
  };
}
