import { lazy, StrictMode, Suspense } from 'react';
import type { Root } from 'react-dom/client';
import { ConfigError, initClientConfig } from '../lib/config';
import { App } from './app';

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
