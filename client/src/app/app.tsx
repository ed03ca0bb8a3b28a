import { BrowserRouter } from 'react-router';
import { listenForLeaving } from '../lib/page/use-leave-guard';
import type { ServerData } from '../lib/page/server-data';
import { AppProviders, AppRoutes } from './app-providers';
import { registerSignOutCleanup } from './sign-out-cleanup';

registerSignOutCleanup();
// Before the router mounts, so a page's leave guard hears Back and Forward first.
listenForLeaving();

/**
 * The declarative router, not the data router: the app loads its data with SWR, and the data
 * router's code would cost every page about 18 KB of gzipped script (docs/decisions/0180).
 */
export function App({ serverData }: { serverData?: ServerData }) {
  return (
    <AppProviders serverData={serverData}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
