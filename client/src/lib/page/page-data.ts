// lib/page: the page as a document: title, oEmbed link, network status, route data, leave guard.
import {
  createContext,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type Params,
  type RouteObject,
  type RouterContextProvider,
} from 'react-router';
import { preload, SWRConfig } from 'swr';
import type { KeyedRead } from '../api/keyed-read';
import type { PageSubject } from './page-subject';

/**
 * A server-rendered page's data, declared by its feature (e.g. features/videos/api/video-page-data.ts)
 * and attached to its route as a loader (`serverRendered()`). The same loader runs in both places:
 *
 * - On the production web server (client/src/entry-server.tsx), the loader context holds the
 *   server's reading of a plan (lib/page/read-page.ts, over its provider reader): every read is
 *   awaited and the replies come back under their SWR keys, with the page's subject for the head.
 *   The page is rendered with them and they are handed to the browser as the router's hydration
 *   data (lib/page/hand-over.tsx), so hydration asks for nothing.
 * - In the browser there is no such reading: the loader only starts what the page will fetch
 *   (SWR's `preload`, for keys not yet in the cache) and returns at once, so a navigation never waits
 *   for data the page shows its own spinner for.
 */

/**
 * Set by the web server in the loader context: how it reads a page's plan (lib/page/read-page.ts,
 * with its provider reader). Null in the browser, whose bundle does not carry that code.
 */
export const serverReadContext = createContext<((plan: PagePlan) => Promise<unknown>) | null>(null);

export interface Needed<T> {
  read: KeyedRead<T>;
  optional: false;
  /** A 404 for it means the page's item does not exist: this noun's not-found page, status 404. */
  missing?: string;
}

export interface Optional<T> {
  read: KeyedRead<T>;
  optional: true;
}

type Reads = Record<string, Needed<unknown> | Optional<unknown>>;

type Values<R extends Reads> = {
  [K in keyof R]: R[K] extends Needed<infer T>
    ? T
    : R[K] extends Optional<infer T>
      ? T | undefined
      : never;
};

/** A read the page cannot be rendered without: failing, the server sends the client-rendered shell. */
export function needs<T>(read: KeyedRead<T>, options: { missing?: string } = {}): Needed<T> {
  return { read, optional: false, ...options };
}

/** A read the page can do without (recommendations, a row): failing, the browser fetches it. */
export function optional<T>(read: KeyedRead<T>): Optional<T> {
  return { read, optional: true };
}

/** What a page needs at one address. */
export type PagePlan =
  | { missing: string }
  | { reads: Reads; subject: (values: Record<string, unknown>) => PageSubject };

/** The page's reads by name, and its head's subject made from what they gave. */
export function pagePlan<R extends Reads>(
  reads: R,
  subject: (values: Values<R>) => PageSubject,
): PagePlan {
  return { reads, subject: subject as (values: Record<string, unknown>) => PageSubject };
}

/**
 * Whether an address's id can name a record: 24 lowercase hex characters, as the contracts'
 * `idSchema` says (page-data.test.ts holds the two together). Plain, so a page's loader carries no
 * schema (docs/decisions/0452).
 */
export const isRecordId = (id: string): boolean => /^[a-f0-9]{24}$/.test(id);

/** An address that cannot name an item (an impossible id): 404 without asking the provider. */
export const notFound = (noun: string): PagePlan => ({ missing: noun });

/** The address a loader runs for. */
export interface PageArgs {
  params: Params;
  url: URL;
}

/**
 * What a page's loader gives: on the server, the replies by SWR key and the subject for the head,
 * or the noun of a missing item (with status 404); in the browser, nothing. The web server hands
 * the browser `{ replies }` only.
 */
export type PageLoaderData =
  | { replies: Record<string, unknown>; subject?: PageSubject }
  | { missing: string }
  | null;

/** Starts the hook's own fetch ahead of the page, unless the cache already has the reply. */
function warm(read: KeyedRead<unknown>): void {
  if (SWRConfig.defaultValue.cache.get(read.key)?.data !== undefined) return;
  void preload(read.key, () => {
    const reply = read.fetch();
    // Its hook handles a failure; a page left before the hook asked must not report it unhandled.
    reply.catch(() => undefined);
    return reply;
  });
}

/** A page's plan: what it reads at an address. */
export type PlanOf = (args: PageArgs) => PagePlan;

/**
 * A plan whose module loads when its route's loader first runs, not with the route table: the
 * table is on every page's first load, `/`'s included, and most plans (and the contracts they
 * name) are of other pages (docs/decisions/0413). On the server the import is part of the one
 * bundle; on a page the server rendered, hydration runs no loader, so nothing waits for it.
 */
export interface LazyPlan {
  load: () => Promise<PlanOf>;
}

/** `plan` from a module imported on first use (`() => import('...').then((m) => m.plan)`). */
export const lazyPlan = (load: () => Promise<PlanOf>): LazyPlan => ({ load });

/**
 * The loader of a page with `plan`: the same on the server and in the browser (see above). With
 * `warm` false the browser starts nothing (a page whose reads depend on what this browser has).
 */
export function pageLoader(
  plan: PlanOf | LazyPlan,
  { warm: warmReads = true } = {},
): LoaderFunction {
  const run = (planOf: PlanOf, { params, request, context }: LoaderFunctionArgs) => {
    const page = planOf({ params, url: new URL(request.url) });
    const readOnServer = (context as Readonly<RouterContextProvider>).get(serverReadContext);
    if (readOnServer) return readOnServer(page);
    if (warmReads && 'reads' in page) for (const need of Object.values(page.reads)) warm(need.read);
    return null;
  };
  if (typeof plan === 'function') return (args) => run(plan, args);
  return async (args) => {
    let planOf: PlanOf;
    try {
      planOf = await plan.load();
    } catch (error) {
      // In the browser a plan only warms the page's reads. Its code not fetched (offline without
      // it cached, or replaced by a deploy) must not stop the navigation: the page fetches its
      // own data, and says so itself if its own code cannot load either (PageErrorBoundary).
      const onServer = (args.context as Readonly<RouterContextProvider>).get(serverReadContext);
      if (onServer) throw error;
      return null;
    }
    return run(planOf, args);
  };
}

/** A page without data of its own, rendered on the server with its title and description. */
export function staticPage(title: string, description: string): () => PagePlan {
  return () => pagePlan({}, () => ({ kind: 'page', title, description }));
}

/** What marks a route the web server renders. */
const SERVER_RENDERED = { serverRendered: true } as const;

/**
 * The route properties of a page the web server renders: its loader, and the mark. `warm` false:
 * the browser's loader starts nothing (the page's hook reads otherwise than the plan, as search
 * falls back on the list calls where the provider has no search).
 */
export function serverRendered(
  plan: PlanOf | LazyPlan,
  options: { warm?: boolean } = {},
): Pick<RouteObject, 'loader' | 'handle'> {
  return { loader: pageLoader(plan, options), handle: SERVER_RENDERED };
}

type Mark = Partial<typeof SERVER_RENDERED> | undefined;

/** Whether a route (the deepest of an address's matches) is one the web server renders. */
export function isServerRenderedRoute(route: Pick<RouteObject, 'handle'> | undefined): boolean {
  return (route?.handle as Mark)?.serverRendered === true;
}
