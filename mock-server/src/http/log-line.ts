import pino, { type Logger } from 'pino';

/** The request log's fields (request-log.ts), besides the ones pino adds to every line. */
export interface RequestLine {
  id: number;
  method: string;
  url: string;
  statusCode: number;
  responseTime: number;
  msg: string;
}

/** pino's internals behind its exported symbols, as far as a request line needs them. */
interface PinoInternals {
  [key: symbol]: unknown;
}

/** pino's exported symbols by name (its types leave some out); one missing means "not this pino". */
const symbols = pino.symbols as unknown as Partial<Record<string, symbol>>;
const NAMES = [
  'chindingsSym',
  'endSym',
  'formattersSym',
  'hooksSym',
  'lsCacheSym',
  'messageKeySym',
  'mixinSym',
  'msgPrefixSym',
  'needsMetadataGsym',
  'nestedKeySym',
  'serializersSym',
  'streamSym',
  'stringifiersSym',
  'timeSym',
  'wildcardFirstSym',
] as const;
const known = NAMES.every((name) => typeof symbols[name] === 'symbol');
const sym = (name: (typeof NAMES)[number]) => symbols[name] as symbol;

const OWN_FIELDS = ['req', 'res', 'responseTime', 'msg'];

/**
 * Writes the request log's info line as pino would write `logger.info(entry, msg)` (same fields,
 * same order, same bytes), with the line's few values put straight into the text instead of
 * through pino's generic serialiser. Null for a logger whose options would change the line (a
 * mixin, hooks, serialisers or redaction of these fields, a nested key, a message prefix, a stream
 * that wants each line's metadata): the caller then logs through pino.
 */
export function requestLineWriter(logger: Logger): ((line: RequestLine) => void) | null {
  if (!known) return null;
  const pinoOf = logger as unknown as PinoInternals;
  const hooks = pinoOf[sym('hooksSym')] as
    { logMethod?: unknown; streamWrite?: unknown } | undefined;
  const formatters = pinoOf[sym('formattersSym')] as { log?: unknown } | undefined;
  const serializers = (pinoOf[sym('serializersSym')] ?? {}) as Record<string, unknown>;
  const stringifiers = (pinoOf[sym('stringifiersSym')] ?? {}) as Record<string | symbol, unknown>;
  const stream = pinoOf[sym('streamSym')] as
    { write?: unknown; [key: symbol]: unknown } | undefined;
  const levelStart = (pinoOf[sym('lsCacheSym')] as Record<number, string> | undefined)?.[
    logger.levels.values.info ?? 30
  ];
  const time = pinoOf[sym('timeSym')];
  const end = pinoOf[sym('endSym')];
  if (
    pinoOf[sym('mixinSym')] ||
    pinoOf[sym('nestedKeySym')] ||
    typeof pinoOf[sym('msgPrefixSym')] === 'string' ||
    pinoOf[sym('messageKeySym')] !== 'msg' ||
    !hooks ||
    hooks.logMethod ||
    hooks.streamWrite ||
    !formatters ||
    formatters.log ||
    stringifiers[sym('wildcardFirstSym')] ||
    OWN_FIELDS.some((key) => serializers[key] || stringifiers[key]) ||
    !stream ||
    typeof stream.write !== 'function' ||
    stream[sym('needsMetadataGsym')] === true ||
    typeof levelStart !== 'string' ||
    typeof time !== 'function' ||
    typeof end !== 'string'
  ) {
    return null;
  }
  const write = (stream.write as (text: string) => unknown).bind(stream);
  const now = time as () => string;
  const bindings = sym('chindingsSym');
  return (line) => {
    // Read each time: setBindings() may change a logger's bindings.
    const chindings = pinoOf[bindings] as string;
    write(
      `${levelStart}${now()}${chindings},"req":{"id":${line.id},"method":${JSON.stringify(line.method)},"url":${JSON.stringify(line.url)}},"res":{"statusCode":${line.statusCode}},"responseTime":${line.responseTime},"msg":${JSON.stringify(line.msg)}${end}`,
    );
  };
}
