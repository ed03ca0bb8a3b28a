import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Express, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '@inkreel/shared';
import { cspDirectives } from './csp.js';
import { embedRouter } from './embeds.js';
import { inlineScriptHashes, withRuntimeConfig } from './index-html.js';
import { createProviderReader } from './provider-reader.js';
import { routeIndexPages, withPreconnect } from './route-preloads.js';
import { robotsTxt, sitemapXml } from './sitemap.js';
import { serverRenderer, type SsrModule } from './ssr-page.js';

/** Server rendering of the public pages (docs/decisions/0265); without it every page is the shell. */
export interface SsrServerOptions {
  /** client/dist-ssr/entry-server.js, imported. */
  module: SsrModule;
  /** The provider's origin as this server reaches it. */
  providerUrl: string;
  /** This site's public origin for canonical URLs and previews; unset, the request's. */
  publicOrigin?: string;
  /** How long a page waits for the provider before the shell is sent (default 400 ms). */
  timeoutMs?: number;
  /** How long React may take to render a page before the shell is sent (default 2 s). */
  renderTimeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export interface ServerOptions {
  /** The built client (vite build's outDir). */
  distDir: string;
  /** Written into index.html and served as /config.json. */
  config: RuntimeConfig;
  ssr?: SsrServerOptions;
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Everything else (index.html, config, logo, a service worker, a manifest) is revalidated. */
const REVALIDATE = 'no-cache';

/** Paths that belong to the provider or the build, never to a client route. */
const NOT_CLIENT_ROUTES = /^\/(assets|api|socket\.io)(\/|$)/;

/** A client route to answer with index.html: a page navigation, not a missing file. */
function isClientRoute(req: Request): boolean {
  if (NOT_CLIENT_ROUTES.test(req.path)) return false;
  const lastSegment = req.path.split('/').pop() ?? '';
  return !lastSegment.includes('.') || req.accepts(['html', 'json', 'text']) === 'html';
}

/**
 * The production server for the built client: hashed assets cached for a year, index.html and the
 * runtime configuration revalidated on every load, the SPA fallback for client routes, gzip or
 * brotli, and security headers with a CSP that allows the configured provider. It never listens:
 * main.ts and the tests do that.
 */
export function createServerApp({ distDir, config, ssr }: ServerOptions): Express {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`No built client in ${distDir} (DIST_DIR): run npm run build first`);
  }
  const built = readFileSync(indexFile, 'utf8');
  const page = withPreconnect(built, config.apiBaseUrl);
  const indexHtml = withRuntimeConfig(page, config);
  const indexFor = routeIndexPages(distDir, page, (html) => withRuntimeConfig(html, config));

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(compression());
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: cspDirectives(config, inlineScriptHashes(indexHtml)),
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // TLS ends in front of this server; HSTS (and whether it covers subdomains) is set there.
      strictTransportSecurity: false,
      // The checkout opens in a new tab with noopener; nothing here needs a cross-origin opener.
      crossOriginOpenerPolicy: { policy: 'same-origin' },
    }),
  );
  app.use(
    embedRouter({ ...config, providerUrl: ssr?.providerUrl, publicOrigin: ssr?.publicOrigin }),
  );

  const sendIndex = (req: Request, res: Response) => {
    res.set('Cache-Control', REVALIDATE).type('html').send(indexFor(req.path));
  };

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  app.get(RUNTIME_CONFIG_PATH, (_req, res) => {
    res.set('Cache-Control', REVALIDATE).json(config);
  });
  const read = ssr
    ? createProviderReader({
        baseUrl: ssr.providerUrl,
        timeoutMs: ssr.timeoutMs ?? 400,
        // A provider may count a read of a video as a view (Inkreel's mock counts playback
        // instead, docs/product.md section 10), and a playlist made private must be hidden at once
        // (issue 55): each server-rendered visit reads them afresh.
        uncached: /^\/api\/(videos|playlists)\/[a-f0-9]{24}$/,
        ...(ssr.fetch ? { fetch: ssr.fetch } : {}),
      })
    : undefined;
  const originOf = (req: Request) =>
    ssr?.publicOrigin ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  app.get('/robots.txt', (req, res) => {
    res
      .set('Cache-Control', 'public, max-age=3600')
      .type('text')
      .send(robotsTxt(originOf(req)));
  });
  app.get('/sitemap.xml', async (req, res) => {
    const xml = read
      ? await sitemapXml(read, originOf(req))
      : await sitemapXml(() => Promise.resolve(undefined), originOf(req));
    // Revalidated (its ETag) rather than kept an hour: an item made unlisted or private, or
    // deleted, leaves it at once (issue 52).
    res.set('Cache-Control', 'public, no-cache').type('application/xml').send(xml);
  });
  if (ssr && read) {
    const render = serverRenderer({
      module: ssr.module,
      read,
      apiBaseUrl: config.apiBaseUrl ?? '',
      ...(ssr.publicOrigin ? { publicOrigin: ssr.publicOrigin } : {}),
      pageFor: indexFor,
      ...(ssr.renderTimeoutMs ? { renderTimeoutMs: ssr.renderTimeoutMs } : {}),
    });
    const { module } = ssr;
    app.use((req, res, next) => {
      if ((req.method === 'GET' || req.method === 'HEAD') && module.isServerRendered(req.path)) {
        render(req, res, next);
        return;
      }
      next();
    });
  }
  app.get(['/', '/index.html'], sendIndex);

  // The build writes a brotli copy (.br) beside each script, stylesheet and icon
  // (docs/decisions/0281): a browser that accepts br gets it as it is, smaller than compression()'s
  // on-the-fly gzip and with no work per request; any other gets the file, compressed on the fly.
  app.use(
    '/assets',
    expressStaticGzip(path.join(distDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br'],
      index: false,
      // Hashed file names never change content: `public, max-age=31536000, immutable`.
      serveStatic: {
        index: false,
        immutable: true,
        maxAge: YEAR_SECONDS * 1000,
        // An unknown asset is a 404, never index.html served as JavaScript.
        fallthrough: false,
      },
    }),
  );
  app.use(
    expressStaticGzip(distDir, {
      enableBrotli: true,
      orderPreference: ['br'],
      index: false,
      serveStatic: {
        index: false,
        setHeaders: (res) => res.setHeader('Cache-Control', REVALIDATE),
      },
    }),
  );

  app.use((req, res, next) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && isClientRoute(req)) {
      sendIndex(req, res);
      return;
    }
    next();
  });
  app.use((_req, res) => {
    res.status(404).type('text').send('Not found');
  });
  app.use(
    (error: { status?: number }, _req: Request, res: Response, _next: express.NextFunction) => {
      const status = error.status === 404 || error.status === 405 ? error.status : 500;
      res
        .status(status)
        .type('text')
        .send(status === 500 ? 'Server error' : 'Not found');
    },
  );
  return app;
}
