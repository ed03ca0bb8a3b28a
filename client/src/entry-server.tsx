import { StrictMode } from 'react';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type HydrationState,
  type StaticHandlerContext,
} from 'react-router';
import { AppProviders } from './app/app-providers';
import { routes } from './app/routes';
import { provideClientConfig } from './lib/api/config';
import { readThrough, type ReadPath } from './lib/api/read-through';
import { isServerRenderedRoute, type PageLoaderData } from './lib/page/page-data';
import { PageUnavailable, serverLoaderContext } from './lib/page/read-page';
import type { PageSubject } from './lib/page/page-subject';

// The production web server's renderer of public pages (client/server/ssr-page.ts), built with
// `vite build --ssr` into client/dist-ssr/entry-server.js: the app's own routes, their loaders and
// page components (src/app/routes.tsx), run by react-router's static handler at the requested address.

export { HYDRATION_ELEMENT_ID } from './lib/page/server-rendered';

const handler = createStaticHandler(routes);

/** Whether the web server renders the page at `pathname` (its route is `serverRendered()`). */
export function isServerRendered(pathname: string): boolean {
  return isServerRenderedRoute(matchRoutes(routes, pathname)?.at(-1)?.route);
}

export interface LoadInput {
  /** Path and query of the page. */
  url: string;
  /** The provider's origin as the browser calls it ('' for this page's own). */
  apiBaseUrl: string;
  /** The web server's bounded, cached reader of the provider (client/server/provider-reader.ts). */
  read: ReadPath;
}

export type LoadedPage =
  /** The provider did not give the page its data in time: the client-rendered shell goes instead. */
  | { status: 'shell' }
  /** The address names nothing: its not-found page, status 404. */
  | { status: 404; noun: string }
  | {
      status: 200;
      subject: PageSubject;
      /** The router state the browser hydrates from (loaders' replies, no subject). */
      hydrationData: HydrationState;
      /** Streams the page's markup (what goes inside #root); `options` carries React's callbacks. */
      render: (options: RenderToPipeableStreamOptions) => ReturnType<typeof renderToPipeableStream>;
    };

/** The router state handed to the browser: each route's replies for SWR, nothing else. */
function hydrationOf(context: StaticHandlerContext): HydrationState {
  const loaderData: Record<string, unknown> = {};
  for (const [id, data] of Object.entries(context.loaderData)) {
    const replies = (data as { replies?: unknown } | null | undefined)?.replies;
    if (replies) loaderData[id] = { replies };
  }
  return { loaderData };
}

/** Runs the loaders of the page at `url` with the web server's reader; renders nothing yet. */
export async function loadPage(input: LoadInput): Promise<LoadedPage> {
  const requestContext = serverLoaderContext(readThrough(input.read));
  const context = await handler.query(new Request(new URL(input.url, 'http://localhost')), {
    requestContext,
  });
  // No route redirects; a Response would be one.
  if (context instanceof Response) return { status: 'shell' };
  if (context.errors) {
    for (const error of Object.values(context.errors)) {
      if (!(error instanceof PageUnavailable)) console.error('Server rendering failed', error);
    }
    return { status: 'shell' };
  }
  const leaf = context.loaderData[context.matches.at(-1)?.route.id ?? ''] as PageLoaderData;
  if (context.statusCode === 404 && leaf && 'missing' in leaf) {
    return { status: 404, noun: leaf.missing };
  }
  if (!leaf || !('subject' in leaf) || !leaf.subject) return { status: 'shell' };
  return {
    status: 200,
    subject: leaf.subject,
    hydrationData: hydrationOf(context),
    render(options) {
      provideClientConfig({ apiBaseUrl: input.apiBaseUrl, socketUrl: input.apiBaseUrl });
      const router = createStaticRouter(handler.dataRoutes, context);
      return renderToPipeableStream(
        <StrictMode>
          <AppProviders serverRendered>
            {/* The browser's hydration data goes in a JSON element of ours, not the inline
                script StaticRouterProvider would write, which the CSP refuses. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
        // No boundary is ever sent apart to be swapped in by React's inline scripts, which the
        // CSP (script-src without 'unsafe-inline') refuses: the server sends the page once whole.
        { ...options, progressiveChunkSize: Number.POSITIVE_INFINITY },
      );
    },
  };
}
