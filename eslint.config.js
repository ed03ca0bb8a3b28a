// Lint is the house's guard rail: type-aware rules catch promise and type mistakes, and the
// import rules keep the architecture described in CONTRIBUTING.md ("Lint rules").
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Client feature folders; each may import only itself, `components/`, `lib/` and shared. */
const CLIENT_FEATURES = [
  'audio',
  'auth',
  'books',
  'downloads',
  'home',
  'premium',
  'stories',
  'upload',
  'videos',
  'wallet',
];

const SERVER_SRC = './mock-server/src';

/**
 * Server modules: every folder of modules/, read from disk so a new module is guarded from its
 * first file. One reaches another only through `<module>.service.ts`.
 */
const SERVER_MODULES = readdirSync(new URL(`${SERVER_SRC}/modules/`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        // Each file is checked with the tsconfig that owns it; the two root config files have none.
        projectService: {
          allowDefaultProject: ['eslint.config.js', 'vitest.config.ts'],
          defaultProject: 'tsconfig.base.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        // The root tsconfig.json and its references: one resolver for every project.
        createTypeScriptImportResolver({ project: 'tsconfig.json', alwaysTryTypes: true }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Template literals with numbers are everyday formatting (`${count} videos`), not a bug.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // The reasoned subset of strictTypeChecked. Style only, no bug class: `() => setOpen(false)`.
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // The code has no enums (a union of string literals serves, and zod infers those), and this
      // rule forbids them. no-unsafe-enum-assignment then has nothing to check, and it cost about
      // a seventh of lint's time (decision 0274).
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Use a union of string literals (or z.enum) instead of an enum.',
        },
      ],
      '@typescript-eslint/no-unsafe-enum-assignment': 'off',
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...clientZones, ...serverZones] }],
    },
  },
  {
    // Plain JavaScript (node scripts, this file) has no types: every value is `any`.
    files: ['**/*.{js,mjs}'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Tests read supertest's `res.body` (typed any) and check it with expect; the contracts
    // check it in `expectReply`.
    files: ['**/*.test.{ts,tsx}', '**/testing/**/*.ts', 'client/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    rules: {
      // Uploaded videos and audio come without caption tracks: the contract has none to give.
      'jsx-a11y/media-has-caption': 'off',
    },
  },
  {
    files: ['client/src/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      // `expect(value, 'what failed')`: vitest's second argument is the failure message.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // Table-driven checks over every call or seeded item branch per item by design.
      'vitest/no-conditional-expect': 'off',
      // Server tests assert through supertest's `.expect(status)` and helpers named expect*.
      'vitest/expect-expect': [
        'error',
        { assertFunctionNames: ['expect', 'expect*', '*.expect', 'request.**.expect'] },
      ],
    },
    settings: { vitest: { typecheck: true } },
    languageOptions: { globals: vitest.environments.env.globals },
  },
  {
    files: ['client/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
