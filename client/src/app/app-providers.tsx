import type { ReactNode } from 'react';
import { useRoutes } from 'react-router';
import { SWRConfig } from 'swr';
import { AuthProvider } from '../lib/session/auth-context';
import { ThemeProvider } from '../lib/theme/theme-context';
import { onErrorRetry } from '../lib/api/retry-policy';
import { keepHandedOver, ServerRenderedProvider, type ServerData } from '../lib/page/server-data';
import { routes } from './routes';

export function AppRoutes() {
  return useRoutes(routes);
}

interface AppProvidersProps {
  /** Set when the page was rendered on the server: its data, and no auth spinner before it. */
  serverData?: ServerData;
  children: ReactNode;
}

/**
 * What the client and the server renderer (src/entry-server.tsx) share around the router. A
 * server-rendered page shows its route at once, signed out; the stored session applies after
 * hydration (lib/session/auth-context.tsx).
 */
export function AppProviders({ serverData, children }: AppProvidersProps) {
  const rendered = serverData !== undefined;
  return (
    // Reads are tried again with backoff after a lost reply or a server failure, never after a
    // 4xx that asking again cannot change (lib/api/retry-policy.ts).
    <SWRConfig
      value={{
        onErrorRetry,
        ...(rendered ? { fallback: serverData.fallback, use: [keepHandedOver] } : {}),
      }}
    >
      <ServerRenderedProvider value={rendered}>
        <ThemeProvider hydrating={rendered}>
          <AuthProvider startReady={rendered}>{children}</AuthProvider>
        </ThemeProvider>
      </ServerRenderedProvider>
    </SWRConfig>
  );
}
