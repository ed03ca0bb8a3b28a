import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));
const MODULES = path.join(SRC, 'modules');

/** Every non-test source file under the server's modules, relative to modules/. */
function moduleFiles(): string[] {
  return readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .filter((f) => !f.split(path.sep).includes('testing'));
}

const importsOf = (file: string): string[] =>
  [...readFileSync(path.join(MODULES, file), 'utf8').matchAll(/from '([^']+)'/g)].map(
    (m) => m[1] ?? '',
  );

const moduleOf = (file: string): string => file.split(path.sep)[0] ?? '';

/** Other modules a file reaches, as [module, imported file relative to modules/]. */
function crossModuleImports(file: string): [string, string][] {
  return importsOf(file)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => path.normalize(path.join(path.dirname(file), spec)))
    .filter((target) => !target.startsWith('..') && moduleOf(target) !== moduleOf(file))
    .map((target) => [moduleOf(target), target]);
}

describe('server module boundaries', () => {
  it('keeps Express out of services: only *.routes.ts files import it', () => {
    const offenders = moduleFiles().filter(
      (f) => !f.endsWith('.routes.ts') && importsOf(f).includes('express'),
    );
    expect(offenders).toEqual([]);
  });

  it('lets a module reach another only through its <module>.service.ts', () => {
    const offenders = moduleFiles().flatMap((f) =>
      crossModuleImports(f)
        .filter(([mod, target]) => target !== path.join(mod, `${mod}.service.js`))
        .map(([, target]) => `${f} -> ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it('has no cycles between modules', () => {
    const edges = new Map<string, Set<string>>();
    for (const f of moduleFiles()) {
      for (const [mod] of crossModuleImports(f)) {
        const from = edges.get(moduleOf(f)) ?? new Set<string>();
        from.add(mod);
        edges.set(moduleOf(f), from);
      }
    }
    const cycles: string[] = [];
    const visit = (mod: string, trail: string[]) => {
      if (trail.includes(mod)) {
        cycles.push([...trail.slice(trail.indexOf(mod)), mod].join(' -> '));
        return;
      }
      for (const next of edges.get(mod) ?? []) visit(next, [...trail, mod]);
    };
    for (const mod of edges.keys()) visit(mod, []);
    expect(cycles).toEqual([]);
  });
});
