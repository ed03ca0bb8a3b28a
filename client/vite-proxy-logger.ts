import { createLogger, type Logger } from 'vite';

/**
 * Vite's log for `vite` and `vite preview`, less two messages that report a peer going away, not a
 * fault of ours:
 * - "http proxy error … socket hang up": the provider closed a connection without answering. The
 *   fault lab's `flaky` scenario drops connections so on purpose (mock-server/src/modules/faults),
 *   the proxy answers 502 and the app shows its own message;
 * - "ws proxy error" / "ws proxy socket error" with ECONNRESET or EPIPE: a tab closed (or reloaded)
 *   while its realtime socket was open through the proxy (EPIPE when the proxy was writing to it at
 *   that moment). Every journey's window closes that way, and a developer closing a tab saw a stack
 *   trace for it; a passing journey run printed one about 1 run in 3.
 * Every other proxy error (ECONNREFUSED: no provider on that port) and every other message still
 * shows.
 */
export function proxyAwareLogger(): Logger {
  const logger = createLogger();
  const logError = logger.error.bind(logger);
  logger.error = (message, options) => {
    const cause = options?.error as NodeJS.ErrnoException | null | undefined;
    const hungUp = cause?.code === 'ECONNRESET' && cause.message === 'socket hang up';
    if (hungUp && message.includes('http proxy error')) return;
    const peerGone = cause?.code === 'ECONNRESET' || cause?.code === 'EPIPE';
    if (peerGone && /ws proxy (socket )?error/.test(message)) return;
    logError(message, options);
  };
  return logger;
}
