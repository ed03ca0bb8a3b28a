import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './app-providers';
import { preloadPage } from './lazy-page';
import { routes } from './routes';

const handler = createStaticHandler(routes);

/** The markup the web server renders at `location` (src/entry-server.tsx), its loaders run. */
async function markupAt(location: string) {
  const context = await handler.query(new Request(`http://localhost${location}`));
  if (context instanceof Response) throw new Error('redirected');
  return renderToString(
    <AppProviders serverRendered>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProviders>,
  );
}

describe('preloadPage', () => {
  it('has the page render on the first pass, as hydrating a server-rendered page needs', async () => {
    await preloadPage('/premium');
    const view = await markupAt('/premium');
    // A page still loading would leave its boundary dehydrated for the first update to discard.
    expect(view).not.toContain('Loading page');
    expect(view).toContain('id="premium-title"');
  });

  it('leaves a page that was not preloaded to its lazy route', async () => {
    expect(await markupAt('/downloads')).toContain('Loading page');
    // The render started the page's import: let it finish inside this file, whose environment
    // the next file in the worker would otherwise see torn down under it.
    await preloadPage('/downloads');
  });
});
