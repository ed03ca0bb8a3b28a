import { Transform } from 'node:stream';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { scriptSafeJson } from './index-html.js';
import type { ProviderRead } from './provider-reader.js';
import { headFor, missingHead, renderHead, type HeadContext } from './ssr-head.js';
import { loadPageData } from './ssr-pages.js';

/** What client/dist-ssr/entry-server.js exports (client/src/entry-server.tsx). */
export interface SsrModule {
  SERVER_DATA_ELEMENT_ID: string;
  infiniteKey(firstPageKey: string): string;
  render(
    input: { url: string; apiBaseUrl: string; serverData: { fallback: Record<string, unknown> } },
    options: {
      onAllReady(): void;
      onShellError(error: unknown): void;
      onError(error: unknown): void;
    },
  ): { pipe<W extends NodeJS.WritableStream>(destination: W): W; abort(reason?: unknown): void };
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
 * Server rendering of the public pages (docs/decisions/0265): reads the route's data from the
 * provider (bounded, kept briefly), renders the same React tree as the client with it, and sends
 * the page with its head and the data for SWR. Any other path, a slow or failing provider, or a
 * render that fails goes on to the client-rendered shell (`next()`), as before.
 */
export function serverRenderer(options: SsrOptions): RequestHandler {
  const { module, read } = options;
  return (req: Request, res: Response, next: NextFunction) => {
    void (async () => {
      const query = new URL(req.originalUrl, 'http://x').searchParams;
      const data = await loadPageData(req.path, query, read, (key) => module.infiniteKey(key));
      if (!data) return next();
      const origin = options.publicOrigin ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
      const ctx: HeadContext = {
        origin,
        apiOrigin: options.apiBaseUrl || origin,
        path: req.originalUrl,
      };
      const page = options.pageFor(req.path);
      if (data.status === 404) {
        // The page's own not-found view comes with the app (its call gets the same 404); the
        // heading is for readers without JavaScript.
        const html = withHead(page, renderHead(missingHead(ctx, data.subject.noun))).replace(
          ROOT,
          `<div id="root"><main class="page"><h1>${escapeHtml(data.subject.noun)} not found</h1></main></div>`,
        );
        res.status(404).set('Cache-Control', 'no-cache').type('html').send(html);
        return;
      }
      const html = withHead(page, renderHead(headFor(ctx, data.subject)));
      const at = html.indexOf(ROOT);
      if (at < 0) return next();
      const dataElement = `<script type="application/json" id="${module.SERVER_DATA_ELEMENT_ID}">${scriptSafeJson({ fallback: data.fallback })}</script>`;
      const before = `${html.slice(0, at)}<div id="root">`;
      const after = `</div>${dataElement}${html.slice(at + ROOT.length)}`;
      let settled = false;
      const stream = module.render(
        { url: req.originalUrl, apiBaseUrl: options.apiBaseUrl, serverData: data },
        {
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
        },
      );
      const timer = setTimeout(() => {
        if (settled) return;
        settled = true;
        stream.abort();
        next();
      }, options.renderTimeoutMs ?? 2000);
    })().catch(next);
  };
}
