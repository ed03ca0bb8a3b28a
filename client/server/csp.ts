import type { RuntimeConfig } from '@inkreel/shared';

/** ws:// or wss:// for an http(s) origin: socket.io upgrades to a WebSocket on the same host. */
function webSocketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

/**
 * Content-Security-Policy directives (helmet's format) for the built client: its own files, the
 * inline theme script by hash, and the configured provider for calls, media, images and the
 * socket. blob: serves upload previews and the book download; data: small inline images.
 */
export function cspDirectives(
  config: RuntimeConfig,
  scriptHashes: string[],
): Record<string, string[]> {
  const api = config.apiBaseUrl ? [config.apiBaseUrl] : [];
  const socketOrigin = config.socketUrl ?? config.apiBaseUrl;
  const socket = socketOrigin ? [socketOrigin, webSocketOrigin(socketOrigin)] : [];
  const unique = (list: string[]) => [...new Set(list)];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'"],
    // Server-rendered pages carry React's `style` attributes (a seek bar's --progress); no
    // stylesheet or <style> element is allowed inline.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': unique(["'self'", 'data:', 'blob:', ...api]),
    'media-src': unique(["'self'", 'blob:', ...api]),
    'connect-src': unique(["'self'", ...api, ...socket]),
    'font-src': ["'self'", 'data:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}
