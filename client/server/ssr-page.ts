import { Writable } from 'node:stream';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { PageSubject } from '../src/lib/page/page-subject.js';
import { scriptSafeJson } from './index-html.js';
import type { ProviderRead } from './provider-reader.js';
import { headFor, missingHead, type HeadContext } from './ssr-head.js';
import { renderHead } from './ssr-head-render.js';

interface RenderOptions {
  onAllReady(): void;
  onShellError(error: unknown): void;
  onError(error: unknown): void;
}

/** What client/dist-ssr/entry-server.js exports (client/src/entry-server.tsx). */
export interface SsrModule {
  HYDRATION_ELEMENT_ID: string;
  /** Whether the route at the path is one the web server renders (its route says so). */
  isServerRendered(pathname: string): boolean;
  /** Runs the route's loaders with this server's provider reader. */
  loadPage(input: { url: string; apiBaseUrl: string; read: ProviderRead }): Promise<
    | { status: 'shell' }
    | { status: 404; noun: string }
    | {
        status: 200;
        subject: PageSubject;
        hydrationData: unknown;
        render(options: RenderOptions): {
          pipe<W extends NodeJS.WritableStream>(destination: W): W;
          abort(reason?: unknown): void;
        };
      }
  >;
}

export interface SsrOptions {
  module: SsrModule;
  read: ProviderRead;
  /** The provider's origin as the browser calls it ('' when the app calls its own origin). */
  apiBaseUrl: string;
  /** This site's public origin; unset, the request's own (behind a proxy, X-Forwarded-* from loopback). */
  publicOrigin?: string;
  /** The route's built page (index.html with its preloads and the runtime configuration). */
  pageFor: (pathname: string) => string;
  /** How long React may take before the shell is sent instead. */
  renderTimeoutMs?: number;
}

const ROOT = '<div id="root"></div>';

/**
 * A rendered public page is the same for every visitor (the session lives in the browser, the
 * CSP uses hashes, not nonces): a shared cache (a CDN, nginx in front, docs/deployment.md) may
 * keep it 30 s and serve it stale for 5 min while it asks again; a browser asks every time, and
 * the ETag Express adds answers that with 304 when nothing changed. Issue 50, item 9.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';
/** A request carrying credentials gets a response for it alone, whatever the page. */
const PRIVATE_PAGE_CACHE = 'private, no-cache';

const cacheControlFor = (req: Request) =>
  req.get('authorization') ? PRIVATE_PAGE_CACHE : PUBLIC_PAGE_CACHE;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The built page with the route's title, description and previews in its head. */
function withHead(page: string, head: ReturnType<typeof renderHead>): string {
  return page
    .replace(/<title>[\s\S]*?<\/title>/i, head.title)
    .replace(/<meta\s+name="description"[\s\S]*?>\s*/i, '')
    .replace('</head>', `  ${head.tags}\n  </head>`);
}

/**
 * Server rendering of the public pages (docs/decisions/0265, 0350): runs the route's loaders
 * (they read the provider, bounded and kept briefly), renders the same routes as the client with
 * their data, and sends the page with its head and the router state for hydration. A slow or
 * failing provider, or a render that fails, goes on to the client-rendered shell (`next()`).
 */
export function serverRenderer(options: SsrOptions): RequestHandler {
  const { module, read } = options;
  return (req: Request, res: Response, next: NextFunction) => {
    void (async () => {
      const page = await module.loadPage({
        url: req.originalUrl,
        apiBaseUrl: options.apiBaseUrl,
        read,
      });
      if (page.status === 'shell') return next();
      const origin = options.publicOrigin ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
      const ctx: HeadContext = {
        origin,
        apiOrigin: options.apiBaseUrl || origin,
        path: req.originalUrl,
      };
      const html = options.pageFor(req.path);
      if (page.status === 404) {
        // The page's own not-found view comes with the app (its call gets the same 404); the
        // heading is for readers without JavaScript.
        const missing = withHead(html, renderHead(missingHead(ctx, page.noun))).replace(
          ROOT,
          `<div id="root"><main class="page"><h1>${escapeHtml(page.noun)} not found</h1></main></div>`,
        );
        res.status(404).set('Cache-Control', 'no-cache').type('html').send(missing);
        return;
      }
      const full = withHead(html, renderHead(headFor(ctx, page.subject)));
      const at = full.indexOf(ROOT);
      if (at < 0) return next();
      const dataElement = `<script type="application/json" id="${module.HYDRATION_ELEMENT_ID}">${scriptSafeJson(page.hydrationData)}</script>`;
      const before = `${full.slice(0, at)}<div id="root">`;
      const after = `</div>${dataElement}${full.slice(at + ROOT.length)}`;
      let settled = false;
      const stream = page.render({
        onAllReady() {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          // Every boundary is complete before the first byte: the page carries no inline
          // scripts of React's to swap boundaries in, which the CSP would refuse. Whole, it is
          // sent by res.send(), which adds the ETag and answers a matching If-None-Match with 304.
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer | string, _encoding, done) {
              chunks.push(Buffer.from(chunk));
              done();
            },
            final(done) {
              res
                .status(200)
                .set('Cache-Control', cacheControlFor(req))
                .type('html')
                .send(`${before}${Buffer.concat(chunks).toString('utf8')}${after}`);
              done();
            },
          });
          stream.pipe(sink);
        },
        onShellError() {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          next();
        },
        onError(error) {
          console.error('Server rendering failed', error);
        },
      });
      const timer = setTimeout(() => {
        if (settled) return;
        settled = true;
        stream.abort();
        next();
      }, options.renderTimeoutMs ?? 2000);
    })().catch(next);
  };
}
