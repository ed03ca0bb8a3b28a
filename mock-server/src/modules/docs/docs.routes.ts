import { createRequire } from 'node:module';
import path from 'node:path';
import { Router } from 'express';
import { docsCalls, extensionCalls, type SuccessOf } from '@inkreel/shared';
import { offeredFeatures } from './offered-features.js';
import { buildOpenApiDocument } from '@inkreel/shared/openapi';
import { binaryRoute, route } from '../../http/route.js';
import { DOCS_CSP, DOCS_INIT_SCRIPT, docsPage } from './docs-page.js';

type OpenApiDocument = SuccessOf<typeof docsCalls.openapi>;

const swaggerUiDir = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);
/** The only files of the renderer the page loads, all from the npm package. */
const ASSETS: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/**
 * GET /api/openapi.json (the document generated from the contracts), the page at /api/docs, and
 * GET /api/extensions (the extension features this provider offers).
 */
export function createDocsRouter(): Router {
  const router = Router();
  route(router, extensionCalls.list, () => ({ extensions: offeredFeatures() }));
  route(router, docsCalls.openapi, () => buildOpenApiDocument() as OpenApiDocument);
  binaryRoute(router, docsCalls.reference, () => ({
    text: docsPage(),
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': DOCS_CSP },
  }));
  router.get('/api/docs/init.js', (_req, res) => {
    const type = 'text/javascript; charset=utf-8';
    res.set({ 'Content-Type': type, 'Content-Security-Policy': DOCS_CSP }).send(DOCS_INIT_SCRIPT);
  });
  for (const [file, type] of Object.entries(ASSETS)) {
    router.get(`/api/docs/${file}`, (_req, res, next) => {
      res.set({ 'Content-Type': type, 'Cache-Control': 'public, max-age=3600' });
      res.sendFile(path.join(swaggerUiDir, file), (error) => error && next(error));
    });
  }
  return router;
}
