import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders, AppRoutes } from './app-providers';
import { preloadPage } from './routes';

const markupAt = (location: string) =>
  renderToString(
    <AppProviders serverData={{ fallback: {} }}>
      <StaticRouter location={location}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );

describe('preloadPage', () => {
  it('has the page render on the first pass, as hydrating a server-rendered page needs', async () => {
    await preloadPage('/premium');
    const view = markupAt('/premium');
    // A page still loading would leave its boundary dehydrated for the first update to discard.
    expect(view).not.toContain('Loading page');
    expect(view).toContain('id="premium-title"');
  });

  it('leaves a page that was not preloaded to its lazy route', async () => {
    expect(markupAt('/downloads')).toContain('Loading page');
    // The render started the page's import: let it finish inside this file, whose environment
    // the next file in the worker would otherwise see torn down under it.
    await preloadPage('/downloads');
  });
});
