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
    // Synchronous writes to stdout (pino's default): every line is out, in order, even when the
    // process exits right after logging. A development mock does not need the asynchronous mode.
    return pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
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
