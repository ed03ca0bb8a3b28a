import { StrictMode } from 'react';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { unstable_serialize } from 'swr/infinite';
import { AppProviders, AppRoutes } from './app/app-providers';
import { provideClientConfig } from './lib/api/config';
import type { ServerData } from './lib/page/server-data';

// The production web server's renderer of public pages (client/server/ssr-page.ts), built with
// `vite build --ssr` into client/dist-ssr/entry-server.js: the same providers, routes and page
// components as the client (src/app/app.tsx), with the router at the requested address.

export { SERVER_DATA_ELEMENT_ID } from './lib/page/server-data';

export interface RenderInput {
  /** Path and query of the page. */
  url: string;
  /** The provider's origin as the browser calls it ('' for this page's own). */
  apiBaseUrl: string;
  serverData: ServerData;
}

/** The cache key useSWRInfinite gives a feed whose first page has `firstPageKey`. */
export function infiniteKey(firstPageKey: string): string {
  return unstable_serialize(() => firstPageKey);
}

/** Streams the page's markup (what goes inside #root); `options` carries React's callbacks. */
export function render(input: RenderInput, options: RenderToPipeableStreamOptions) {
  provideClientConfig({ apiBaseUrl: input.apiBaseUrl, socketUrl: input.apiBaseUrl });
  return renderToPipeableStream(
    <StrictMode>
      <AppProviders serverData={input.serverData}>
        <StaticRouter location={input.url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // No boundary is ever sent apart to be swapped in by React's inline scripts, which the CSP
    // (script-src without 'unsafe-inline') refuses: the server sends the page once it is whole.
    { ...options, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
}
