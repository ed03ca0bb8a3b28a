import { createRequire } from 'node:module';
import type { Alias } from 'vite';
import { describe, expect, it } from 'vitest';
import { PREACT_ALIASES, preactRuntime } from '../../vite-preact-runtime';

const require = createRequire(import.meta.url);

/** What the plugin's `config` hook gives Vite for an environment. */
function configFor(env: NodeJS.ProcessEnv) {
  const plugin = preactRuntime(env);
  const hook = plugin.config as () => { resolve: { alias: Alias[] } } | undefined;
  return hook();
}

const resolveAs = (specifier: string) =>
  PREACT_ALIASES.find((alias) => (alias.find as RegExp).test(specifier))?.replacement;

describe('preactRuntime', () => {
  it('points each React package the app imports at a Preact module that exists', () => {
    for (const specifier of [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
    ]) {
      const target = resolveAs(specifier);
      expect(target, specifier).toMatch(/^preact\/compat/);
      expect(() => require.resolve(target ?? ''), specifier).not.toThrow();
    }
  });

  it('leaves other packages alone, react-dom/server and scoped look-alikes included', () => {
    for (const specifier of ['react-dom/server', 'react-router', 'react-pdf', 'react-is']) {
      expect(resolveAs(specifier), specifier).toBeUndefined();
    }
  });

  it('applies to builds only, and not when INKREEL_REACT_RUNTIME=1', () => {
    expect(preactRuntime({}).apply).toBe('build');
    expect(configFor({})?.resolve.alias).toBe(PREACT_ALIASES);
    expect(configFor({ INKREEL_REACT_RUNTIME: '1' })).toBeUndefined();
  });
});
