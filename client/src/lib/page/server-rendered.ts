// lib/page: the page as a document: title, oEmbed link, network status, route data, leave guard.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { HydrationState } from 'react-router';

/**
 * The id of the JSON element in which the web server hands a server-rendered page's router state
 * over (its loaders' data). A JSON element, not an inline script: the CSP allows no inline script.
 */
export const HYDRATION_ELEMENT_ID = 'inkreel-data';

/** The router's hydration data the server sent, or undefined for a client-rendered page (the shell). */
export function readHydrationData(doc: Document = document): HydrationState | undefined {
  const text = doc.getElementById(HYDRATION_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const { loaderData } = JSON.parse(text) as { loaderData?: unknown };
    return loaderData && typeof loaderData === 'object'
      ? { loaderData: { ...loaderData } }
      : undefined;
  } catch {
    return undefined;
  }
}

const ServerRenderedContext = createContext(false);

/** Provided as true around a page the server rendered (src/app/app-providers.tsx). */
export const ServerRenderedProvider = ServerRenderedContext.Provider;

/**
 * True while rendering on the server or hydrating its page: a first render must then give the
 * server's markup, whatever this browser's window or storage would say.
 */
export function useServerRendered(): boolean {
  return useContext(ServerRenderedContext);
}

const subscribeNever = () => () => undefined;

/**
 * True on the server and while this component hydrates; false in every other render in the browser.
 * React hydrates each Suspense boundary (a page, its lazy parts) after the shell above it has been
 * committed and its effects have run (the stored session restored, say): what a component reads
 * from the browser must wait for this to be false, or its first render differs from the server's
 * HTML (React #418). Once it has hydrated, React renders it again with this false.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}

/**
 * useHydrating for a component that can tell whether the browser's state would draw it otherwise
 * than the server did: while it hydrates, true only when `differs`. A component whose state matches
 * the server's hydrates with it and is not rendered a second time (React renders again after
 * hydrating when this hook's two answers differ): every reader of the session on a visitor's
 * server-rendered page did so, 109 components in one task on a video page.
 */
export function useHydratingWith(differs: boolean): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => differs,
  );
}
