import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { ConfigError, initClientConfig } from '../lib/config';
import { App } from './app';
import { ConfigErrorPage } from './config-error-page';

/** Reads the deployment's configuration, then renders the app, or the page that names the fault. */
export function boot(root: Root, doc: Document = document): void {
  try {
    initClientConfig(doc);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    root.render(<ConfigErrorPage message={error.message} />);
    return;
  }
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
