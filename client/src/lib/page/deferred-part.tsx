// lib/page: the page as a document: title, oEmbed link, network status, route data, leave guard.
import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';

/** Every deferred part's loader, for a render that cannot wait for them (renderToString, a test's). */
const loaders = new Set<() => Promise<unknown>>();

/** Loads the code of every deferred part defined so far (those of the pages imported so far). */
export async function preloadDeferredParts(): Promise<void> {
  await Promise.all([...loaders].map((loadPart) => loadPart()));
}

const Nothing = () => null;

/**
 * A part of a page whose code is a chunk of its own, loaded after the page's (decision 0446):
 * the server renders it into the page (its stream waits for the chunk), the browser keeps that
 * markup while the page hydrates and hydrates the part when its chunk is in. A page the browser
 * draws shows nothing there until then, or the part at once if its chunk came earlier. If the
 * chunk cannot load (offline without it cached, a release that replaced it), the page goes on
 * without the part, and `what` names it in a warning.
 *
 * The stylesheets of a part go with the page's (client/vite.config.ts, the `item-pages` sheet),
 * so the server's markup is styled before the part's code arrives.
 */
export function deferredPart<Chunk, Props extends object>(
  load: () => Promise<Chunk>,
  pick: (chunk: Chunk) => ComponentType<Props>,
  what: string,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  const loadPart = () =>
    (pending ??= load().then(
      (chunk) => (loaded = pick(chunk)),
      (error: unknown) => {
        console.warn(`${what} did not load`, error);
        return (loaded = Nothing);
      },
    ));
  loaders.add(loadPart);
  const Part = lazy(async () => ({ default: await loadPart() }));
  // Memoized: while the page hydrates, the server's markup of a part waits in its boundary for the
  // chunk. A parent drawing again with the same props must not reach that boundary: React would
  // discard the markup, draw the fallback (nothing) and draw the part anew once the chunk came.
  return memo(function Deferred(props: Props): ReactNode {
    const Loaded = loaded ?? Part;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  });
}
