import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** A module of src/: what it imports (statically, and lazily with import()) and its classes. */
interface ModuleInfo {
  imports: string[];
  lazy: string[];
  /** For a stylesheet, the classes its selectors name; for a component, the classes it writes. */
  classes: Set<string>;
}
type ModuleGraph = Map<string, ModuleInfo>;

/** Every class any selector of a stylesheet names (`.a .b:hover` names a and b). */
function cssClasses(css: string): Set<string> {
  const classes = new Set<string>();
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selectors = ''] of text.matchAll(/([^{};]+)\{/g)) {
    if (selectors.trim().startsWith('@')) continue;
    for (const [, name = ''] of selectors.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)) classes.add(name);
  }
  return classes;
}

/** The string pieces of a JavaScript expression: quoted strings and a template's static parts. */
function stringsIn(expression: string): string[] {
  const found: string[] = [];
  let i = 0;
  const scanTemplate = () => {
    let chunk = '';
    for (i += 1; i < expression.length && expression[i] !== '`'; i += 1) {
      if (expression[i] === '$' && expression[i + 1] === '{') {
        found.push(chunk);
        chunk = '';
        let depth = 1;
        const start = (i += 2);
        while (i < expression.length && depth > 0) {
          if (expression[i] === '{') depth += 1;
          if (expression[i] === '}') depth -= 1;
          i += 1;
        }
        found.push(...stringsIn(expression.slice(start, i - 1)));
        i -= 1;
      } else chunk += expression.charAt(i);
    }
    found.push(chunk);
  };
  for (; i < expression.length; i += 1) {
    const c = expression[i];
    if (c === '`') scanTemplate();
    else if (c === "'" || c === '"') {
      const end = expression.indexOf(c, i + 1);
      found.push(expression.slice(i + 1, end));
      i = end;
    }
  }
  return found;
}

/** The classes a component writes in `className` (and `*ClassName`) props. */
function classesUsed(tsx: string): Set<string> {
  const classes = new Set<string>();
  for (const match of tsx.matchAll(/\b\w*[cC]lassName=/g)) {
    const start = match.index + match[0].length;
    let value: string;
    if (tsx[start] === '{') {
      let depth = 0;
      let end = start;
      for (; end < tsx.length; end += 1) {
        if (tsx[end] === '{') depth += 1;
        if (tsx[end] === '}' && --depth === 0) break;
      }
      value = tsx.slice(start + 1, end);
    } else value = tsx.slice(start, tsx.indexOf(tsx[start] ?? '"', start + 1) + 1);
    for (const piece of stringsIn(value)) {
      for (const name of piece.split(/\s+/))
        if (/^-?[A-Za-z_][\w-]*$/.test(name)) classes.add(name);
    }
  }
  return classes;
}

/**
 * The stylesheets surely loaded when each module renders: those its static imports reach, and
 * those loaded with every module that imports it (statically or lazily). A module nothing
 * imports has the global layer.
 */
function guaranteedStyles(graph: ModuleGraph, global: Set<string>): Map<string, Set<string>> {
  const importers = new Map<string, string[]>();
  for (const [file, m] of graph) {
    for (const dep of [...m.imports, ...m.lazy])
      importers.set(dep, [...(importers.get(dep) ?? []), file]);
  }
  const reached = new Map<string, Set<string>>();
  const reach = (file: string): Set<string> => {
    const known = reached.get(file);
    if (known) return known;
    const own = new Set<string>(file.endsWith('.css') ? [file] : []);
    reached.set(file, own);
    for (const dep of graph.get(file)?.imports ?? []) for (const css of reach(dep)) own.add(css);
    return own;
  };
  const loaded = new Map<string, Set<string>>();
  const load = (file: string, visiting: Set<string>): Set<string> => {
    const known = loaded.get(file);
    if (known) return known;
    const parents = (importers.get(file) ?? []).filter((p) => !visiting.has(p));
    const next = new Set([...visiting, file]);
    const fromParents =
      parents.length === 0 ? global : intersect(parents.map((p) => load(p, next)));
    const result = new Set([...reach(file), ...fromParents]);
    if (visiting.size === 0) loaded.set(file, result);
    return result;
  };
  for (const file of graph.keys()) load(file, new Set());
  return loaded;
}

function intersect(sets: Set<string>[]): Set<string> {
  const [first = new Set<string>(), ...rest] = sets;
  return new Set([...first].filter((x) => rest.every((s) => s.has(x))));
}

const SRC = path.dirname(fileURLToPath(import.meta.url));
const isTest = (file: string) => /\.test\.tsx?$|(^|\/)test\//.test(file);

function resolve(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = path.join(path.dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((file) => existsSync(file) && !file.endsWith('/') && path.extname(file));
}

/** Every module of src/ (tests left out) with what it imports, statically and lazily. */
function readGraph(): ModuleGraph {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(tsx?|css)$/.test(f) && !f.endsWith('.d.ts') && !isTest(f))
    .map((f) => path.join(SRC, f));
  const graph: ModuleGraph = new Map();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const staticSpecs = file.endsWith('.css')
      ? [...text.matchAll(/@import\s+['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '')
      : [...text.matchAll(/^\s*(?:import|export)\s(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]/gm)]
          .filter((m) => !/^\s*(?:import|export)\s+type\s/.test(m[0]))
          .map((m) => m[1] ?? '');
    const lazySpecs = [...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
      (m) => m[1] ?? '',
    );
    const toFiles = (specs: string[]) =>
      specs.map((s) => resolve(file, s)).filter((f): f is string => f !== undefined);
    graph.set(file, {
      imports: toFiles(staticSpecs),
      lazy: toFiles(lazySpecs),
      classes: file.endsWith('.css') ? cssClasses(text) : classesUsed(text),
    });
  }
  return graph;
}

describe('component styles', () => {
  it('reads the classes of className props, templates and conditions included', () => {
    const tsx = `<p className={\`note\${open ? ' is-open' : ''}\`} labelClassName="a b">{'not-a-class'}</p>`;
    expect([...classesUsed(tsx)].sort()).toEqual(['a', 'b', 'is-open', 'note']);
  });

  it('knows what a page is sure to have loaded: its own imports and what every importer has', () => {
    const graph: ModuleGraph = new Map([
      [
        'main.tsx',
        { imports: ['global.css'], lazy: ['page-a.tsx', 'page-b.tsx'], classes: new Set() },
      ],
      ['global.css', { imports: [], lazy: [], classes: new Set(['btn']) }],
      ['page-a.tsx', { imports: ['note.tsx', 'a.css'], lazy: [], classes: new Set() }],
      ['page-b.tsx', { imports: ['note.tsx'], lazy: [], classes: new Set() }],
      ['note.tsx', { imports: [], lazy: [], classes: new Set(['note', 'btn']) }],
      ['a.css', { imports: [], lazy: [], classes: new Set(['note']) }],
    ]);
    const loaded = guaranteedStyles(graph, new Set(['global.css']));
    expect([...(loaded.get('page-a.tsx') ?? [])].sort()).toEqual(['a.css', 'global.css']);
    // Rendered on page B too, the note cannot count on page A's stylesheet.
    expect([...(loaded.get('note.tsx') ?? [])]).toEqual(['global.css']);
  });

  // Issue 51: the reader's "Resumed at page N" note was unstyled in the dev server because its
  // rules sat in a stylesheet only the seek bar imported. Vite's dev server loads a module's CSS
  // when the module loads, so a class is styled only where some module on the way there imports
  // its stylesheet. Each class a component writes that some stylesheet styles must come from one
  // that is loaded wherever the component is (decision 0021).
  it('finds every styled class a component uses in the stylesheets loaded with it', () => {
    const graph = readGraph();
    const global = new Set(
      [...graph.keys()].filter(
        (f) => f.endsWith('.css') && f.includes(`${path.sep}styles${path.sep}`),
      ),
    );
    const loaded = guaranteedStyles(graph, global);
    const styledSomewhere = new Set(
      [...graph].filter(([f]) => f.endsWith('.css')).flatMap(([, m]) => [...m.classes]),
    );
    const missing: string[] = [];
    for (const [file, module] of graph) {
      if (file.endsWith('.css')) continue;
      const available = new Set(
        [...(loaded.get(file) ?? [])].flatMap((css) => [...(graph.get(css)?.classes ?? [])]),
      );
      for (const name of module.classes) {
        if (styledSomewhere.has(name) && !available.has(name)) {
          missing.push(`${path.relative(SRC, file)}: .${name}`);
        }
      }
    }
    expect(graph.size).toBeGreaterThan(200);
    expect(missing).toEqual([]);
  });
});
