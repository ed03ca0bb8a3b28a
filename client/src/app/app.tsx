import { createBrowserRouter, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers';
import { routes } from './routes';
import { registerSignOutCleanup } from './sign-out-cleanup';

registerSignOutCleanup();

/**
 * The browser's data router (docs/decisions/0350): its loaders start each page's reads with the
 * navigation, it blocks leaving a page with unsaved work (`useBlocker`) and restores scroll. A
 * page the web server rendered starts from the server's `hydrationData` and runs no loader again.
 */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
}

export type AppRouter = ReturnType<typeof createAppRouter>;

export function App({ router, serverRendered }: { router: AppRouter; serverRendered?: boolean }) {
  return (
    <AppProviders serverRendered={serverRendered}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
