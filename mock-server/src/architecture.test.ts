import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));

/** Every TypeScript file of the server, tests included, relative to src/ with `/` separators. */
const allFiles = (): string[] =>
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.split(path.sep).join('/'));

const isTest = (file: string): boolean => file.endsWith('.test.ts');

/** The module a file belongs to (`modules/<module>/…`, subfolders too), or null outside modules/. */
function moduleOf(file: string): string | null {
  const [top, mod, ...rest] = file.split('/');
  return top === 'modules' && mod && rest.length > 0 ? mod : null;
}

const importsOf = (file: string): string[] =>
  [
    ...readFileSync(path.join(SRC, file), 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g),
  ].map((m) => m[1] ?? '');

/** Where a file's relative imports lead, relative to src/ (`modules/wallet/ledger.js`). */
const targetsOf = (file: string, imports: string[]): string[] =>
  imports
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)));

/**
 * Whether `file` may import `target`: anything of its own module or outside modules/, another
 * module only through `<module>.service.ts`; app.ts also imports the routers it mounts.
 */
function mayImport(file: string, target: string): boolean {
  const mod = moduleOf(target);
  if (mod === null || mod === moduleOf(file)) return true;
  if (target === `modules/${mod}/${mod}.service.js`) return true;
  return file === 'app.ts' && /^modules\/[^/]+\/[^/]+\.routes\.js$/.test(target);
}

/** `file -> target` for each import that breaks a module boundary. */
const boundaryOffenders = (imports: Record<string, string[]>): string[] =>
  Object.entries(imports).flatMap(([file, specs]) =>
    targetsOf(file, specs)
      .filter((target) => !mayImport(file, target))
      .map((target) => `${file} -> ${target}`),
  );

const importsByFile = (files: string[]): Record<string, string[]> =>
  Object.fromEntries(files.map((f) => [f, importsOf(f)]));

describe('server module boundaries', () => {
  it('keeps Express out of services: only *.routes.ts files import it', () => {
    const offenders = allFiles()
      .filter((f) => moduleOf(f) !== null && !isTest(f) && !f.endsWith('.routes.ts'))
      .filter((f) => importsOf(f).includes('express'));
    expect(offenders).toEqual([]);
  });

  it('keeps HTTP out of services: they throw DomainErrors, and only routes import http/', () => {
    // The fault lab's error replies are HTTP by design: the scenarios answer statuses.
    const offenders = allFiles()
      .filter((f) => moduleOf(f) !== null && !isTest(f) && !f.endsWith('.routes.ts'))
      .filter((f) => f !== 'modules/faults/error-replies.ts')
      .filter((f) => targetsOf(f, importsOf(f)).some((target) => target.startsWith('http/')));
    expect(offenders).toEqual([]);
  });

  it('lets modules and the rest of the server reach a module only through its service file', () => {
    expect(boundaryOffenders(importsByFile(allFiles()))).toEqual([]);
  });

  it('checks module subfolders, tests and files outside modules/ alike', () => {
    const offenders = boundaryOffenders({
      'modules/faults/scenarios.test.ts': ['../upload/testing/upload-requests.js'],
      'modules/upload/testing/helpers.ts': [
        '../../wallet/ledger.js',
        '../../wallet/wallet.service.js',
      ],
      'db/seed.ts': ['../modules/wallet/ledger.js', '../modules/auth/auth.service.js'],
      'deps.ts': ['./modules/upload/upload.routes.js'],
      'app.ts': ['./modules/upload/upload.routes.js', './modules/faults/journal.js'],
      'modules/upload/upload.service.ts': ['./testing/helpers.js', '../../db/store.js'],
    });
    expect(offenders).toEqual([
      'modules/faults/scenarios.test.ts -> modules/upload/testing/upload-requests.js',
      'modules/upload/testing/helpers.ts -> modules/wallet/ledger.js',
      'db/seed.ts -> modules/wallet/ledger.js',
      'deps.ts -> modules/upload/upload.routes.js',
      'app.ts -> modules/faults/journal.js',
    ]);
  });

  it('has no cycles between modules', () => {
    const edges = new Map<string, Set<string>>();
    for (const f of allFiles().filter((file) => !isTest(file))) {
      const from = moduleOf(f);
      if (from === null) continue;
      for (const target of targetsOf(f, importsOf(f))) {
        const to = moduleOf(target);
        if (to === null || to === from) continue;
        edges.set(from, (edges.get(from) ?? new Set<string>()).add(to));
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

/**
 * What a plain mock provider does without (decision 0262, which retired the benchmark machinery,
 * and 0306): each trick with a pattern that finds it in server code. Comments are matched too, so
 * the patterns name code, not the words a comment would use about it.
 */
const TRICKS: { trick: string; pattern: RegExp }[] = [
  { trick: 'a garbage-collector call', pattern: /\bgc\s*\(|\bgc\?\.\(/ },
  {
    trick: 'a V8 flag',
    pattern: /--expose-gc|--max-semi-space-size|--heap-growing-percent|setFlagsFromString/,
  },
  {
    trick: 'a prototype swap',
    pattern:
      /setPrototypeOf|__proto__|\.prototype\s*=|extends\s+(?:http\.)?(?:IncomingMessage|ServerResponse)\b|\bapp\.(?:request|response)\s*=/,
  },
  {
    trick: "a library's private symbols",
    pattern: /Symbol\.for\(|getOwnPropertySymbols|\bpino\.symbols\b|\{\s*symbols\b/,
  },
  {
    trick: "a walk over Express's router state",
    pattern: /\._router\b|\b(?:router|app|route)\.stack\b/,
  },
];

/** `file: trick` for each trick a file's text holds. */
const trickOffenders = (texts: Record<string, string>): string[] =>
  Object.entries(texts).flatMap(([file, text]) =>
    TRICKS.filter(({ pattern }) => pattern.test(text)).map(({ trick }) => `${file}: ${trick}`),
  );

/** Server code: every file but the tests (src/test/'s helpers included). */
const serverCode = (): string[] => allFiles().filter((f) => !isTest(f));

const linesOf = (file: string): number =>
  readFileSync(path.join(SRC, file), 'utf8').split('\n').length - 1;

/** Past this a file is split (STYLE.md: files small enough to read in one screen or so). */
const MAX_FILE_LINES = 250;

describe('a plain server', () => {
  // The server grows with its features; what stays out are the tricks a total line cap once kept
  // out (decision 0306), and files too long to read whole.
  it('uses no benchmark tricks: no GC calls or V8 flags, prototype swaps, private symbols, router walks', () => {
    const code = serverCode();
    expect(code.length).toBeGreaterThan(100);
    const texts = Object.fromEntries(
      code.map((f) => [f, readFileSync(path.join(SRC, f), 'utf8')] as const),
    );
    texts['../package.json'] = readFileSync(path.join(SRC, '../package.json'), 'utf8');
    expect(trickOffenders(texts)).toEqual([]);
  });

  it('finds each trick it names', () => {
    const offenders = trickOffenders({
      'a.ts': 'if (global.gc) global.gc();',
      'b.ts': "globalThis.gc?.({ type: 'minor' });",
      'c.json': '"serve": "node --expose-gc --max-semi-space-size=2 dist/main.js"',
      'd.ts': 'Object.setPrototypeOf(req, app.request);',
      'e.ts': 'class Req extends http.IncomingMessage {}',
      'f.ts': "const stream = logger[Symbol.for('pino.stream')];",
      'g.ts': "import { symbols } from 'pino';",
      'h.ts': 'for (const layer of app._router.stack) count += layer.handle.length;',
      'fine.ts': 'const stack = error.stack; const tag = logger.level; res.json(body);',
    });
    expect(offenders).toEqual([
      'a.ts: a garbage-collector call',
      'b.ts: a garbage-collector call',
      'c.json: a V8 flag',
      'd.ts: a prototype swap',
      'e.ts: a prototype swap',
      "f.ts: a library's private symbols",
      "g.ts: a library's private symbols",
      "h.ts: a walk over Express's router state",
    ]);
  });

  it(`keeps every file of server code within ${MAX_FILE_LINES} lines`, () => {
    const long = serverCode().flatMap((f) => {
      const lines = linesOf(f);
      return lines > MAX_FILE_LINES ? [`${f}: ${lines} lines`] : [];
    });
    expect(long).toEqual([]);
  });
});
