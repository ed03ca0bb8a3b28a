import { BrowserRouter, useRoutes } from 'react-router';
import { SWRConfig } from 'swr';
import { AuthProvider } from '../lib/session/auth-context';
import { ThemeProvider } from '../lib/theme/theme-context';
import { onErrorRetry } from '../lib/retry-policy';
import { listenForLeaving } from '../lib/use-leave-guard';
import { routes } from './routes';
import { registerSignOutCleanup } from './sign-out-cleanup';

function AppRoutes() {
  return useRoutes(routes);
}
registerSignOutCleanup();
// Before the router mounts, so a page's leave guard hears Back and Forward first.
listenForLeaving();

/**
 * The declarative router, not the data router: the app loads its data with SWR, and the data
 * router's code would cost every page about 18 KB of gzipped script (docs/decisions/0180).
 */
export function App() {
  return (
    // Reads are tried again with backoff after a lost reply or a server failure, never after a
    // 4xx that asking again cannot change (lib/retry-policy.ts).
    <SWRConfig value={{ onErrorRetry }}>
      <ThemeProvider>
        <AuthProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AuthProvider>
      </ThemeProvider>
    </SWRConfig>
  );
}
