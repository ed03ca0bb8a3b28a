// Lint is the house's guard rail, in two tools (decision 0277). oxlint (`.oxlintrc.json`) runs
// the rules that catch mistakes: the language's, TypeScript's type-aware ones, React's, a11y,
// vitest and import cycles. ESLint, here, runs what oxlint has no rule for: the import
// boundaries that keep the architecture described in CONTRIBUTING.md ("Lint rules"), the ban on
// enums and Testing Library's rules. It reads no types, so it parses each file on its own.
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import testingLibrary from 'eslint-plugin-testing-library';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/** The folders of a directory (relative to this file), read from disk. */
const foldersOf = (/** @type {string} */ dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Client features: every folder of client/src/features/, read from disk so a new feature is
 * guarded from its first file. Each may import only itself, `components/`, `lib/` and shared.
 */
const CLIENT_FEATURES = foldersOf('./client/src/features/');

const SERVER_SRC = './mock-server/src';

/**
 * Server modules: every folder of modules/, read from disk so a new module is guarded from its
 * first file. One reaches another only through `<module>.service.ts`.
 */
const SERVER_MODULES = foldersOf(`${SERVER_SRC}/modules/`);

const clientZones = [
  ...CLIENT_FEATURES.flatMap((feature) => [
    {
      target: `./client/src/features/${feature}`,
      from: './client/src/features',
      except: [`./${feature}`],
      message: 'A feature imports no other feature (CONTRIBUTING.md).',
    },
    {
      target: `./client/src/features/${feature}`,
      from: './client/src/app',
      message: 'A feature imports nothing from app/ (CONTRIBUTING.md).',
    },
  ]),
  {
    target: ['./client/src/lib', './client/src/components'],
    from: ['./client/src/features', './client/src/app'],
    message: 'lib/ and components/ import no feature and not app/ (CONTRIBUTING.md).',
  },
];

/** What no one outside a module may import: all its files but the service, subfolders too. */
const internalsOf = (/** @type {string} */ mod) => [
  `${SERVER_SRC}/modules/${mod}/!(${mod}.service).ts`,
  `${SERVER_SRC}/modules/${mod}/*/**`,
];

const serverZones = SERVER_MODULES.flatMap((mod) => [
  {
    target: `${SERVER_SRC}/modules/!(${mod})/**`,
    from: internalsOf(mod),
    message: `Other modules reach ${mod}/ only through ${mod}.service.ts (CONTRIBUTING.md).`,
  },
  {
    // db/, http/, realtime/, test/, deps.ts, main.ts…: everything outside modules/ but app.ts.
    target: [`${SERVER_SRC}/!(modules)/**`, `${SERVER_SRC}/!(app).ts`],
    from: internalsOf(mod),
    message: `Code outside modules/ reaches ${mod}/ only through ${mod}.service.ts (CONTRIBUTING.md).`,
  },
  {
    // app.ts mounts each module's routers, so it may import their *.routes.ts as well.
    target: `${SERVER_SRC}/app.ts`,
    from: internalsOf(mod),
    except: [`**/mock-server/src/modules/${mod}/*.routes.ts`],
    message: `app.ts imports ${mod}/'s routers (*.routes.ts) and otherwise only ${mod}.service.ts (CONTRIBUTING.md).`,
  },
]);

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-ssr/**',
      '.data/**',
      '**/.data/**',
      'coverage/**',
      'fixtures/media/**',
      'client/e2e/.output/**',
      'client/dev-dist/**',
      '.cache/**',
    ],
  },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        // The root tsconfig.json and its references: one resolver for every project.
        createTypeScriptImportResolver({ project: 'tsconfig.json', alwaysTryTypes: true }),
      ],
    },
    rules: {
      // The code has no enums: a union of string literals (or z.enum, which zod infers) serves.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Use a union of string literals (or z.enum) instead of an enum.',
        },
      ],
      'import-x/no-restricted-paths': ['error', { zones: [...clientZones, ...serverZones] }],
    },
  },
  {
    // What the pages run: a number written with `toLocaleString` makes the page's first Intl call,
    // which loads ICU's data (25 to 50 ms of main thread on a fresh tab, decision 0269).
    // `groupThousands` (shared) and `formatCount` (lib/format) write the same text without it; a
    // locale's own format goes through lib/format's formatters, built once. The rule repeats the
    // enum ban above: a later block's options for a rule replace the earlier ones.
    files: ['client/src/**/*.{ts,tsx}', 'shared/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Use a union of string literals (or z.enum) instead of an enum.',
        },
        {
          selector: "CallExpression[callee.property.name='toLocaleString']",
          message:
            'Write numbers with groupThousands (@inkreel/shared) or lib/format: toLocaleString loads ICU on the first call (decision 0269).',
        },
      ],
    },
  },
  {
    files: ['client/src/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
);
