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
    // The e-book reader (decision 0370) draws a book in frames of blob: documents, which inherit
    // this policy: the book's own stylesheets are blob: URLs, and foliate-js sets the reader's
    // settings and its layout with <style> elements. Scripts stay blocked there as everywhere.
    'style-src': ["'self'", "'unsafe-inline'", 'blob:'],
    // Server-rendered pages carry React's `style` attributes (a seek bar's --progress).
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': unique(["'self'", 'data:', 'blob:', ...api]),
    'media-src': unique(["'self'", 'blob:', ...api]),
    // blob: for the e-book reader, which reads a MOBI section back to clean it before it is shown.
    'connect-src': unique(["'self'", 'blob:', ...api, ...socket]),
    'font-src': ["'self'", 'data:', 'blob:'],
    // A book's pages are blob: documents in frames of the reader's own.
    'frame-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}
