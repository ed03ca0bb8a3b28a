import { Writable } from 'node:stream';
import pino, { type LoggerOptions } from 'pino';
import { describe, expect, it } from 'vitest';
import { requestLineWriter, type RequestLine } from './log-line.js';

function capture(options: LoggerOptions = {}) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return {
    logger: pino({ level: 'info', timestamp: () => ',"time":1700000000000', ...options }, sink),
    lines,
  };
}

const line: RequestLine = {
  id: 7,
  method: 'GET',
  url: '/api/videos?page=1&q="quoted"\\back',
  statusCode: 200,
  responseTime: 3,
  msg: 'GET /api/videos?page=1&q="quoted"\\back 200 3 ms',
};

const asPino = (entry: RequestLine) =>
  [
    {
      req: { id: entry.id, method: entry.method, url: entry.url },
      res: { statusCode: entry.statusCode },
      responseTime: entry.responseTime,
    },
    entry.msg,
  ] as const;

describe('requestLineWriter()', () => {
  it('writes the bytes pino writes for the same entry', () => {
    const { logger, lines } = capture();
    const write = requestLineWriter(logger);
    expect(write).not.toBeNull();
    write?.(line);
    logger.info(...asPino(line));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(lines[1]);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 30,
      req: { id: 7, url: line.url },
      msg: line.msg,
    });
  });

  it("keeps a child logger's bindings and pino's own time", () => {
    const { logger, lines } = capture({ timestamp: pino.stdTimeFunctions.isoTime });
    const child = logger.child({ app: 'provider' });
    requestLineWriter(child)?.({ ...line, url: '/é\u0001', msg: 'control \u0001 and é' });
    child.info(...asPino({ ...line, url: '/é\u0001', msg: 'control \u0001 and é' }));
    const [fast, slow] = lines.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(fast?.app).toBe('provider');
    expect({ ...fast, time: 0 }).toEqual({ ...slow, time: 0 });
    expect(typeof fast?.time).toBe('string');
  });

  it('declines a logger whose options change the line, which then logs through pino', () => {
    expect(requestLineWriter(capture({ mixin: () => ({ extra: 1 }) }).logger)).toBeNull();
    expect(requestLineWriter(capture({ nestedKey: 'payload' }).logger)).toBeNull();
    expect(requestLineWriter(capture({ msgPrefix: '[api] ' }).logger)).toBeNull();
    expect(requestLineWriter(capture({ messageKey: 'message' }).logger)).toBeNull();
    expect(requestLineWriter(capture({ serializers: { req: () => 'hidden' } }).logger)).toBeNull();
    expect(requestLineWriter(capture({ redact: ['req.url'] }).logger)).toBeNull();
    expect(requestLineWriter(capture({ formatters: { log: (o) => o } }).logger)).toBeNull();
    expect(requestLineWriter(capture({ hooks: { streamWrite: (s) => s } }).logger)).toBeNull();
  });
});
