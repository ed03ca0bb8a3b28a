import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ConfigError, initClientConfig } from '../lib/api/config';
import { primeServerData, type ServerData } from '../lib/page/server-data';
import { App } from './app';
import { preloadPage } from './routes';

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
      <App />
    </StrictMode>,
  );
}

/**
 * Hydrates a page the production web server rendered (src/entry-server.tsx) with the data it read,
 * already in SWR's cache, so no call is made again. A configuration fault renders its page instead.
 */
export async function hydrate(
  container: HTMLElement,
  serverData: ServerData,
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
  await Promise.all([
    primeServerData(serverData),
    preloadPage(window.location.pathname).catch(() => undefined),
  ]);
  // As a transition: React hydrates in slices and gives the main thread back between them, so a
  // phone's tap is not held up by one long task (docs/decisions/0280).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App serverData={serverData} />
      </StrictMode>,
    );
  });
}
