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
 */
export function page(route: RoutePath, name: string) {
  const load = PAGE_MODULES[`../${ROUTE_PAGES[route]}.tsx`];
  if (!load) throw new Error(`No page module for ${route}`);
  const importPage = async () => {
    const component = (await load())[name];
    if (!component) throw new Error(`${ROUTE_PAGES[route]} exports no ${name}`);
    return component;
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
