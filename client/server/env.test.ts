import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadServerEnv } from './env.js';

describe('loadServerEnv', () => {
  it('fills the defaults: port 8080, no provider origin, the client build beside the server', () => {
    const env = loadServerEnv({});
    expect(env).toMatchObject({ PORT: 8080, HOST: '0.0.0.0' });
    expect(env.API_BASE_URL).toBeUndefined();
    expect(env.DIST_DIR).toBe(path.resolve(import.meta.dirname, '../dist'));
  });

  it('normalises the provider origins', () => {
    const env = loadServerEnv({ API_BASE_URL: 'https://API.example.com/', SOCKET_URL: '' });
    expect(env.API_BASE_URL).toBe('https://api.example.com');
    expect(env.SOCKET_URL).toBeUndefined();
  });

  it('stops on a malformed origin, naming the variable and the value', () => {
    expect(() =>
      loadServerEnv({ API_BASE_URL: 'https://api.example.com/v1', SOCKET_URL: 'api.example.com' }),
    ).toThrow(
      'Invalid environment:\n' +
        '  API_BASE_URL: "https://api.example.com/v1" is not an origin: expected http(s)://host[:port] with no path\n' +
        '  SOCKET_URL: "api.example.com" is not an origin: expected http(s)://host[:port] with no path',
    );
  });
});
