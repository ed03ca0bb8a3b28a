import { Router } from 'express';
import { allowFramingOfEmbeds } from './embed-headers.js';
import { oembedRoute, type EmbedOrigins } from './oembed.js';

/**
 * Issue 33's embeds, mounted after helmet: the embed pages' framing headers (the SPA fallback
 * then serves them) and GET /oembed.
 */
export function embedRouter(origins: EmbedOrigins): Router {
  const router = Router();
  router.use(allowFramingOfEmbeds);
  router.use(oembedRoute(origins));
  return router;
}
