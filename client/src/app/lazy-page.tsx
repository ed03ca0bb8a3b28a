import type { ExtensionFeature } from '@inkreel/shared';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { ROUTE_PAGES, type RoutePath } from './route-pages';

const PAGE_MODULES = import.meta.glob<Record<string, ComponentType>>(
  '../features/*/pages/*-page.tsx',
);

/** Per route, a loader that fetches its page's code ahead of the first render (`preloadPage`). */
const PAGE_PRELOADS = new Map<RoutePath, () => Promise<void>>();

/**
 * Every page is its own chunk, so heavy pieces (pdf.js, socket.io) load only where used. The
 * production web server sends the chunk of the page being opened with the HTML (route-pages.ts).
 * A page of an extension feature (`requires`) is wrapped in its guard (require-extension.tsx),
 * whose code loads with the page's: the first page, which needs no guard, does without it.
 */
export function page(route: RoutePath, name: string, requires?: ExtensionFeature) {
  const load = PAGE_MODULES[`../${ROUTE_PAGES[route]}.tsx`];
  if (!load) throw new Error(`No page module for ${route}`);
  let guarded: ComponentType | undefined;
  const importPage = async () => {
    const [module, guard] = await Promise.all([
      load(),
      requires ? import('./require-extension') : undefined,
    ]);
    const Component = module[name];
    if (!Component) throw new Error(`${ROUTE_PAGES[route]} exports no ${name}`);
    if (!guard || !requires) return Component;
    // One component for the route, however often its code is asked for.
    guarded ??= () => (
      <guard.RequireExtension feature={requires}>
        <Component />
      </guard.RequireExtension>
    );
    return guarded;
  };
  // Set when the code was loaded before the first render: the page then renders without
  // suspending. A server-rendered page hydrates with it: a lazy page still loading would leave its
  // boundary dehydrated, and the first update from above (the session restored after hydration)
  // would make React drop the server's markup for the spinner and render the page anew.
  let preloaded: ComponentType | undefined;
  PAGE_PRELOADS.set(route, async () => {
    preloaded = await importPage();
  });
  const Lazy: LazyExoticComponent<ComponentType> = lazy(async () => ({
    default: await importPage(),
  }));
  const Page = () => {
    const Component = preloaded ?? Lazy;
    return <Component />;
  };
  return (
    <Suspense fallback={<Spinner label="Loading page" />}>
      <Page />
    </Suspense>
  );
}

/** Loads the code of the page at `pathname` (if it is a route's), for `page()` to render at once. */
export async function preloadPage(pathname: string): Promise<void> {
  const route = (Object.keys(ROUTE_PAGES) as RoutePath[]).find((pattern) =>
    matchPath(pattern, pathname),
  );
  if (route) await PAGE_PRELOADS.get(route)?.();
}
