import { Transform } from 'node:stream';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { PageSubject } from '../src/lib/page/page-subject.js';
import { scriptSafeJson } from './index-html.js';
import type { ProviderRead } from './provider-reader.js';
import { headFor, missingHead, renderHead, type HeadContext } from './ssr-head.js';

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
        // Every boundary is complete before the first byte: the page carries no inline
        // scripts of React's to swap boundaries in, which the CSP would refuse.
        onAllReady() {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          res.status(200).set('Cache-Control', 'no-cache').type('html');
          res.write(before);
          const tail = new Transform({
            transform: (chunk, _encoding, done) => done(null, chunk),
            flush(done) {
              this.push(after);
              done();
            },
          });
          tail.pipe(res);
          stream.pipe(tail);
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
