import pino, { type DestinationStream, type Logger } from 'pino';
import type { Env } from './env.js';

/** Fields already said by the message (or noise in a terminal) that the pretty line leaves out. */
const PRETTY_IGNORE = 'pid,hostname,req,res,responseTime,reqId,mail';

/** A parsed log line's message: pino writes text; any other JSON value is shown as JSON. */
function messageText(message: unknown): string {
  if (message === undefined || message === null) return '';
  return typeof message === 'string' ? message : JSON.stringify(message);
}

/**
 * JSON lines go to stdout in blocks of about 48 KiB (each write at most 64 KiB), at least every
 * quarter second, instead of one write per line: a write per request was a few percent of a small
 * GET's CPU, each block's write still showed at 4 KiB, and at 12 KiB the writes cost node's
 * thread pool 1.3–2 µs per request under load on Node 24, against 0.5–0.8 at 48 KiB. pino flushes
 * what is left when the process exits (main.ts also flushes on SIGTERM).
 *
 * Each line is handed over as bytes (sonic-boom's buffer mode): given text, sonic-boom appends it
 * to the block's string and measures that whole string again on every line, which copied about
 * 4.5 KB per request with 4 KiB blocks.
 */
const stdoutInBlocks = (): DestinationStream => {
  const blocks = pino.destination({
    dest: 1,
    sync: false,
    minLength: 48 * 1024,
    maxWrite: 64 * 1024,
    periodicFlush: 250,
    contentMode: 'buffer',
  });
  // Through `blocks.write` as it is at each call: pino replaces it with a no-op on EPIPE.
  return {
    write: (line: string) => blocks.write(Buffer.from(line) as unknown as string),
    flush: (done?: (error?: Error) => void) => {
      blocks.flush(done);
    },
  } as DestinationStream;
};

/**
 * The provider's logger: JSON lines in production, and in development one readable line per
 * entry (`12:00:01 INFO GET /api/videos?page=1 200 3 ms`), mail lines marked so the verification
 * link is easy to find. pino-pretty is a development dependency, loaded only when needed.
 */
export async function createLogger(
  env: Pick<Env, 'LOG_LEVEL' | 'LOG_FORMAT'>,
  destination?: DestinationStream,
): Promise<Logger> {
  const options = { level: env.LOG_LEVEL };
  if (env.LOG_FORMAT === 'json') {
    return pino(options, destination ?? stdoutInBlocks());
  }
  try {
    const { default: pretty } = await import('pino-pretty');
    const stream = pretty({
      translateTime: 'SYS:HH:MM:ss',
      ignore: PRETTY_IGNORE,
      singleLine: true,
      ...(destination ? { destination, colorize: false } : {}),
      messageFormat: (log, key, _level, { colors }) => {
        const text = messageText(log[key]);
        return log.mail ? colors.bold(colors.cyan(`✉ ${text}`)) : text;
      },
    });
    return pino(options, stream);
  } catch {
    const logger = destination ? pino(options, destination) : pino(options);
    logger.warn('LOG_FORMAT=pretty needs pino-pretty (a development dependency); logging JSON');
    return logger;
  }
}
