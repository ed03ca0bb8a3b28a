import { afterEach, describe, expect, it } from 'vitest';
import {
  ConfigError,
  clientConfig,
  initClientConfig,
  readClientConfig,
  resetClientConfig,
} from './config';

function page(json?: string): Document {
  const doc = document.implementation.createHTMLDocument('test');
  if (json !== undefined) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'inkreel-config';
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

afterEach(() => resetClientConfig());

describe('readClientConfig', () => {
  it('reads the origins the web server wrote into the page', () => {
    const doc = page(
      '{"apiBaseUrl":"https://api.example.com/","socketUrl":"https://rt.example.com"}',
    );
    expect(readClientConfig(doc, 'https://build.example.com')).toEqual({
      apiBaseUrl: 'https://api.example.com',
      socketUrl: 'https://rt.example.com',
    });
  });

  it('connects socket.io to the API origin unless told otherwise', () => {
    expect(readClientConfig(page('{"apiBaseUrl":"http://127.0.0.1:41001"}'), '')).toEqual({
      apiBaseUrl: 'http://127.0.0.1:41001',
      socketUrl: 'http://127.0.0.1:41001',
    });
  });

  it('falls back to the build-time VITE_API_BASE_URL, then to the page origin', () => {
    expect(readClientConfig(page('{}'), 'https://build.example.com')).toEqual({
      apiBaseUrl: 'https://build.example.com',
      socketUrl: 'https://build.example.com',
    });
    expect(readClientConfig(page(), undefined)).toEqual({ apiBaseUrl: '', socketUrl: '' });
    expect(readClientConfig(page(' '), '  ')).toEqual({ apiBaseUrl: '', socketUrl: '' });
  });

  it('refuses a malformed origin, naming the value and where it came from', () => {
    expect(() => readClientConfig(page('{"apiBaseUrl":"api.example.com"}'), '')).toThrow(
      new ConfigError(
        'The runtime configuration is invalid: apiBaseUrl: "api.example.com" is not an origin: expected http(s)://host[:port] with no path',
      ),
    );
    expect(() => readClientConfig(page('{"socketUrl":"https://rt.example.com/io"}'), '')).toThrow(
      /socketUrl: "https:\/\/rt.example.com\/io" is not an origin/,
    );
    expect(() => readClientConfig(page(), 'https://api.example.com/v1')).toThrow(
      /^VITE_API_BASE_URL is invalid: "https:\/\/api.example.com\/v1" is not an origin/,
    );
  });

  it('refuses configuration that is not JSON, or not an object', () => {
    expect(() => readClientConfig(page('{apiBaseUrl:'), '')).toThrow(
      'The runtime configuration (#inkreel-config) is not JSON.',
    );
    expect(() => readClientConfig(page('"https://api.example.com"'), '')).toThrow(ConfigError);
  });
});

describe('clientConfig', () => {
  it('keeps what start-up read', () => {
    initClientConfig(page('{"apiBaseUrl":"https://api.example.com"}'));
    expect(clientConfig().apiBaseUrl).toBe('https://api.example.com');
    resetClientConfig();
    expect(clientConfig().apiBaseUrl).toBe('');
  });
});
