import type { RequestHandler } from 'express';

/**
 * Goes on with a request in the event loop's check phase, once Node has read every request that
 * was ready, so the replies of a busy moment are written one after the other instead of one
 * between each read. Under load (50 connections in the bench) that cost the provider less CPU per
 * request than answering inline: fewer, fuller turns of the event loop. Until now the provider
 * did this by accident (every request left the auth router through Express's `setImmediate`); the
 * measurements are in docs/decisions/0221-api-third-pass.md. A request waits one loop turn.
 */
export const afterReads: RequestHandler = (_req, _res, next) => {
  setImmediate(next);
};
