import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { HydrationState } from 'react-router';
import { SWRConfig } from 'swr';
import { ConfigError, initClientConfig } from '../lib/api/config';
import { seedHandedReplies } from '../lib/page/hand-over';
import { App, createAppRouter } from './app';
import { preloadPage } from './lazy-page';

// Only a misconfigured deployment shows it: not part of what every visit downloads.
const ConfigErrorPage = lazy(async () => ({
  default: (await import('./config-error-page')).ConfigErrorPage,
}));

/** Reads the deployment's configuration, then renders the app, or the page that names the fault. */
export function boot(root: Root, doc: Document = document): void {
  try {
    initClientConfig(doc);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    root.render(
      <Suspense fallback={null}>
        <ConfigErrorPage message={error.message} />
      </Suspense>,
    );
    return;
  }
  root.render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
}

/**
 * Hydrates a page the production web server rendered (src/entry-server.tsx) from the router state
 * it sent: its routes' loader data, which the page hands to SWR (lib/page/hand-over.tsx), so no
 * call is made again. A configuration fault renders its page instead.
 */
export async function hydrate(
  container: HTMLElement,
  hydrationData: HydrationState,
  fallback: () => Root,
): Promise<void> {
  try {
    initClientConfig(document);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    boot(fallback());
    return;
  }
  // The page's chunk came with the HTML (a modulepreload): its module is ready at once, and the
  // page hydrates in place. Should it fail to load, the page's lazy route tries again and shows
  // its error as on any navigation.
  await preloadPage(window.location.pathname).catch(() => undefined);
  const router = createAppRouter(hydrationData);
  seedHandedReplies(hydrationData, SWRConfig.defaultValue.cache);
  // As a transition: React hydrates in slices and gives the main thread back between them, so a
  // phone's tap is not held up by one long task (docs/decisions/0280).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} serverRendered />
      </StrictMode>,
    );
  });
}
