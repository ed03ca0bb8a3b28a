import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { AuthProvider } from '../lib/session/auth-context';
import { ThemeProvider } from '../lib/theme/theme-context';
import { onErrorRetry } from '../lib/api/retry-policy';
import { ServerRenderedProvider } from '../lib/page/server-rendered';

interface AppProvidersProps {
  /** Set when the page was rendered on the server: no auth spinner, the server's first render. */
  serverRendered?: boolean;
  children: ReactNode;
}

const swrConfig = { onErrorRetry };

/**
 * What the client and the server renderer (src/entry-server.tsx) share around the router. A
 * server-rendered page shows its route at once, signed out; the stored session applies after
 * hydration (lib/session/auth-context.tsx). The server's data reaches SWR through the routes'
 * loaders (lib/page/hand-over.tsx).
 */
export function AppProviders({ serverRendered = false, children }: AppProvidersProps) {
  return (
    // Reads are tried again with backoff after a lost reply or a server failure, never after a
    // 4xx that asking again cannot change (lib/api/retry-policy.ts).
    <SWRConfig value={swrConfig}>
      <ServerRenderedProvider value={serverRendered}>
        <ThemeProvider hydrating={serverRendered}>
          <AuthProvider startReady={serverRendered}>{children}</AuthProvider>
        </ThemeProvider>
      </ServerRenderedProvider>
    </SWRConfig>
  );
}
