import { describe, expect, it } from 'vitest';
import { originListSchema, originSchema } from './origin.js';
import { readRuntimeConfig } from './runtime-config.js';

describe('originSchema', () => {
  it.each([
    ['http://localhost:5173', 'http://localhost:5173'],
    ['https://App.Example.com/', 'https://app.example.com'],
    ['https://example.com:443', 'https://example.com'],
    ['  http://127.0.0.1:4000 ', 'http://127.0.0.1:4000'],
  ])('accepts %s as %s', (input, origin) => {
    expect(originSchema.parse(input)).toBe(origin);
  });

  it.each([
    'localhost:5173',
    'ftp://example.com',
    'http://example.com/app',
    'http://example.com/.',
    'http://example.com?x=1',
    'http://example.com#top',
    'http://user:pw@example.com',
    'javascript:alert(1)',
    '',
  ])('refuses %j with a message naming it', (input) => {
    const result = originSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      `"${input}" is not an origin: expected http(s)://host[:port] with no path`,
    );
  });
});

describe('originListSchema', () => {
  it('splits a comma-separated list and normalises each origin', () => {
    expect(originListSchema.parse('http://a.test:1, https://B.test/ ,')).toEqual([
      'http://a.test:1',
      'https://b.test',
    ]);
  });

  it('names the bad entry', () => {
    const result = originListSchema.safeParse('http://a.test,http://b.test/path');
    expect(result.error?.issues[0]).toMatchObject({
      path: [1],
      message: expect.stringContaining('"http://b.test/path" is not an origin'),
    });
  });

  it('needs at least one origin', () => {
    expect(originListSchema.safeParse(' , ').success).toBe(false);
  });
});

describe('readRuntimeConfig', () => {
  it('takes optional origins and ignores unknown keys', () => {
    expect(readRuntimeConfig({ apiBaseUrl: 'https://api.example.com/', future: 1 })).toEqual({
      ok: true,
      config: { apiBaseUrl: 'https://api.example.com' },
    });
    expect(readRuntimeConfig({})).toEqual({ ok: true, config: {} });
  });

  it('names each value that is not an origin', () => {
    expect(readRuntimeConfig({ socketUrl: 'wss://api.example.com', apiBaseUrl: 7 })).toEqual({
      ok: false,
      message:
        'apiBaseUrl: expected a string; socketUrl: "wss://api.example.com" is not an origin: expected http(s)://host[:port] with no path',
    });
  });

  it('refuses a configuration that is not an object', () => {
    for (const value of ['https://api.example.com', null, [], 3]) {
      expect(readRuntimeConfig(value)).toEqual({ ok: false, message: 'expected an object' });
    }
  });
});
