import type { Alias, Plugin } from 'vite';

/**
 * React's packages as the shipped bundle resolves them: Preact's compatibility layer, which runs
 * the same components (hooks, portals, `createRoot`, Suspense and `lazy`) in about a sixth of
 * react-dom's size. Exact names only: `react-dom/server` and anything not listed stays unaliased,
 * so a missing export fails the build instead of the page (docs/decisions/0183).
 */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * Builds the app on Preact (production builds only: the dev server keeps React and its Fast
 * Refresh, and the unit tests render with React). `INKREEL_REACT_RUNTIME=1` builds on react-dom
 * instead, to compare the two or to rule the runtime out when chasing a bug.
 */
export function preactRuntime(env: NodeJS.ProcessEnv = process.env): Plugin {
  return {
    name: 'inkreel-preact-runtime',
    apply: 'build',
    config: () =>
      env.INKREEL_REACT_RUNTIME === '1' ? undefined : { resolve: { alias: PREACT_ALIASES } },
  };
}
