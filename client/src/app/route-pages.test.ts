import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_PAGES } from './route-pages';
import { routes } from './routes';

describe('ROUTE_PAGES', () => {
  it('names a route of the route table for every pattern, never the catch-all', () => {
    for (const pattern of Object.keys(ROUTE_PAGES)) {
      const path = pattern.replace(/:[A-Za-z]+/g, 'x0');
      const matched = matchRoutes(routes, path)?.at(-1)?.route;
      expect(matched, pattern).toBeDefined();
      expect(matched?.path, pattern).not.toBe('*');
    }
  });

  it('names only page modules that exist', () => {
    const modules = import.meta.glob('../features/*/pages/*-page.tsx');
    for (const page of Object.values(ROUTE_PAGES)) {
      expect(modules[`../${page}.tsx`], page).toBeDefined();
    }
  });
});
