import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));

/** The folders of a src/-relative directory, read from disk as eslint.config.js reads them. */
const foldersOf = (dir: string): string[] =>
  readdirSync(path.join(SRC, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Every source file under src/ (tests included), relative to src/. */
const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) =>
  /\.tsx?$/.test(f),
);

/** The src/-relative targets of a file's relative imports, static and lazy (`import('./x')`). */
const targetsOf = (file: string): string[] =>
  [...readFileSync(path.join(SRC, file), 'utf8').matchAll(/(?:from |import\()'(\.[^']+)'/g)].map(
    (m) => path.normalize(path.join(path.dirname(file), m[1] ?? '')),
  );

/** `features/<name>`, `lib/<module>`, `app`, `components`, … for a src/-relative path. */
const areaOf = (file: string): string => {
  const [top = '', second = ''] = file.split(path.sep);
  return top === 'features' || top === 'lib' ? `${top}/${second}` : top;
};

const isShared = (area: string) => area.startsWith('lib/') || area === 'components';

describe('client boundaries (CONTRIBUTING.md; lint enforces the same)', () => {
  it('lets no feature import another feature or app/', () => {
    const offenders = files
      .filter((f) => areaOf(f).startsWith('features/'))
      .flatMap((f) =>
        targetsOf(f)
          .filter((t) => areaOf(t) !== areaOf(f))
          .filter((t) => areaOf(t) === 'app' || areaOf(t).startsWith('features/'))
          .map((t) => `${f} -> ${t}`),
      );
    expect(offenders).toEqual([]);
  });

  it('keeps lib/ and components/ free of features and app/', () => {
    const offenders = files
      .filter((f) => isShared(areaOf(f)))
      .flatMap((f) =>
        targetsOf(f)
          .filter((t) => areaOf(t) === 'app' || areaOf(t).startsWith('features/'))
          .map((t) => `${f} -> ${t}`),
      );
    expect(offenders).toEqual([]);
  });

  it('finds the files it checks', () => {
    expect(files.filter((f) => areaOf(f).startsWith('features/')).length).toBeGreaterThan(50);
  });
});

describe('lib/ modules (CONTRIBUTING.md)', () => {
  const modules = foldersOf('lib');

  it('holds only named modules: no file lies loose in lib/', () => {
    expect(modules.length).toBeGreaterThan(10);
    expect(files.filter((f) => path.dirname(f) === 'lib')).toEqual([]);
  });

  it('says on the first line of each file of a module what the module is for, in one line', () => {
    for (const mod of modules) {
      const firstLines = files
        .filter((f) => areaOf(f) === `lib/${mod}` && !/\.test\.tsx?$/.test(f))
        .map((f) => readFileSync(path.join(SRC, f), 'utf8').split('\n', 1)[0]);
      expect(firstLines.length, mod).toBeGreaterThan(0);
      expect(firstLines[0], mod).toMatch(new RegExp(`^// lib/${mod}: \\S.{10,}$`));
      expect(new Set(firstLines), mod).toEqual(new Set([firstLines[0]]));
    }
  });

  it('import each other without circles (tests aside: they may use lib/testing)', () => {
    const uses = new Map(
      modules.map((mod) => [
        `lib/${mod}`,
        new Set(
          files
            .filter((f) => areaOf(f) === `lib/${mod}` && !/\.test\.tsx?$/.test(f))
            .flatMap((f) => targetsOf(f).map(areaOf))
            .filter((area) => area.startsWith('lib/') && area !== `lib/${mod}`),
        ),
      ]),
    );
    /** The first circle through `mod`, as the modules along it, or undefined. */
    const circle = (mod: string, trail: string[] = []): string[] | undefined => {
      if (trail.includes(mod)) return [...trail.slice(trail.indexOf(mod)), mod];
      for (const next of uses.get(mod) ?? []) {
        const found = circle(next, [...trail, mod]);
        if (found) return found;
      }
      return undefined;
    };
    expect([...uses.keys()].map((mod) => circle(mod)).filter(Boolean)).toEqual([]);
  });
});

describe('the lint guards every folder the disk holds (eslint.config.js)', () => {
  const features = foldersOf('features');
  /** A module of the feature (a page where it has one), as an import path from another feature's folder. */
  const pageOf = (feature: string): string => {
    const inFeature = files.filter(
      (f) => f.startsWith(`features/${feature}/`) && !f.includes('.test.'),
    );
    const page = inFeature.find((f) => f.includes('/pages/')) ?? inFeature[0] ?? '';
    return `../${page.slice('features/'.length).replace(/\.tsx?$/, '')}`;
  };
  const eslint = new ESLint({ cwd: path.join(SRC, '..', '..') });
  /** What the boundary rule says of `code` written in the src/-relative `file`. */
  const refusals = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(SRC, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths');
  };

  it('refuses, in each feature, an import of another feature and one of app/', async () => {
    expect(features).toEqual(expect.arrayContaining(['account', 'my-uploads']));
    for (const [i, feature] of features.entries()) {
      const other = features[(i + 1) % features.length] ?? '';
      const code = `import '${pageOf(other)}';\nimport '../../app/routes';\n`;
      expect(await refusals(`features/${feature}/boundary-probe.ts`, code), feature).toHaveLength(
        2,
      );
    }
  }, 30_000);

  it('refuses, in lib/ and components/, an import of a feature and one of app/', async () => {
    const feature = `../../features${pageOf('account').slice(2)}`;
    const code = `import '${feature}';\nimport '../../app/routes';\n`;
    for (const dir of ['lib/format', 'components/media'])
      expect(await refusals(`${dir}/boundary-probe.ts`, code), dir).toHaveLength(2);
  }, 30_000);
});

/** The file a src/-relative import target names (`x` may be `x.ts`, `x.tsx` or `x/index.ts`). */
const fileOf = (target: string): string | undefined =>
  [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')].find((f) =>
    files.includes(f),
  );

/** Whether `file` imports one of `targets`, directly or through the files it imports. */
function reaches(file: string, targets: string[], seen = new Set<string>()): boolean {
  if (targets.includes(file)) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  return targetsOf(file).some((t) => {
    const next = fileOf(t);
    return next !== undefined && reaches(next, targets, seen);
  });
}

describe('pages that read the session (decision 0274)', () => {
  it("are a known list: signed-in users' pages, the auth pages and the plans", () => {
    // A visitor sees every other page as a signed-in user does, but for the bar, so the layout
    // sweep checks those signed in only. A page that starts reading the session joins this list,
    // and, unless only signed-in users reach it, gets `visitorToo` in
    // client/e2e/support/layout-stops.ts. The lists and detail pages read it for the like button
    // (like, or sign in first), which a visitor sees as a signed-in user does, un-pressed.
    const session = ['auth-context.tsx', 'auth-storage.ts'].map((f) =>
      path.join('lib', 'session', f),
    );
    const pages = files.filter((f) => /^features\/[^/]+\/pages\/[^/]+-page\.tsx$/.test(f));
    expect(pages.length).toBeGreaterThan(20);
    // An item's own page reads it for its uploader's Edit and Statistics (components/manage/
    // owner-controls.tsx), which nobody else sees: a visitor's page is a signed-in reader's.
    expect(pages.filter((page) => reaches(page, session))).toEqual([
      'features/account/pages/account-page.tsx',
      'features/audio/pages/audio-list-page.tsx',
      'features/audio/pages/audio-page.tsx',
      'features/auth/pages/google-callback-page.tsx',
      'features/auth/pages/login-page.tsx',
      'features/auth/pages/register-page.tsx',
      'features/auth/pages/verification-pending-page.tsx',
      'features/auth/pages/verify-email-page.tsx',
      // The e-book reader keeps a signed-in reader's place and highlights with the provider; what
      // it draws is the same for a visitor (issue 56), so it needs no visitor stop of its own.
      'features/books/pages/book-reader-page.tsx',
      'features/books/pages/books-page.tsx',
      'features/creators/pages/creator-page.tsx',
      'features/creators/pages/following-page.tsx',
      // Search results' cards offer Save to playlist to a signed-in reader (issue 55).
      'features/home/pages/search-page.tsx',
      'features/likes/pages/liked-page.tsx',
      'features/my-uploads/pages/edit-upload-page.tsx',
      'features/my-uploads/pages/my-uploads-page.tsx',
      'features/notifications/pages/notifications-page.tsx',
      // A playlist's owner sees its editing controls on the same page.
      'features/playlists/pages/playlist-page.tsx',
      'features/premium/pages/premium-page.tsx',
      'features/stories/pages/stories-page.tsx',
      'features/stories/pages/writing-page.tsx',
      'features/upload/pages/upload-page.tsx',
      'features/videos/pages/video-page.tsx',
      'features/videos/pages/videos-page.tsx',
      'features/wallet/pages/wallet-page.tsx',
    ]);
  });
});

describe('one runtime (decision 0260)', () => {
  it('renders and hydrates with react-dom: no other renderer is installed or aliased', () => {
    const root = path.join(SRC, '..', '..');
    const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, unknown>;
    };
    const installed = Object.keys(lock.packages).map((p) => p.replace(/^.*node_modules\//, ''));
    expect(installed).toContain('react-dom');
    expect(installed.filter((name) => /^(preact|@preact\/|inferno|nano-jsx)/.test(name))).toEqual(
      [],
    );
    const viteConfig = readFileSync(path.join(SRC, '..', 'vite.config.ts'), 'utf8');
    expect(viteConfig).not.toMatch(/['"]react(-dom)?(\/[a-z-]+)?['"]\s*:/);
    const boot = readFileSync(path.join(SRC, 'app', 'boot.tsx'), 'utf8');
    expect(boot).toMatch(/import \{[^}]*\bhydrateRoot\b[^}]*\} from 'react-dom\/client'/);
  });
});

describe('files (issue 49)', () => {
  it('import each other without circles, lazy imports and type-only ones included', () => {
    // oxlint's import/no-cycle (.oxlintrc.json) follows static imports; a lazy `import()` back
    // into a file that imports from it is a circle too (the comments' slot and area were one).
    const edges = new Map(
      files.map((f) => [
        f,
        targetsOf(f)
          .map(fileOf)
          .filter((t): t is string => t !== undefined),
      ]),
    );
    /** The first circle through `file`, as the files along it, or undefined. */
    const circle = (file: string, trail: string[], done: Set<string>): string[] | undefined => {
      if (trail.includes(file)) return [...trail.slice(trail.indexOf(file)), file];
      if (done.has(file)) return undefined;
      for (const next of edges.get(file) ?? []) {
        const found = circle(next, [...trail, file], done);
        if (found) return found;
      }
      done.add(file);
      return undefined;
    };
    const done = new Set<string>();
    const circles = files.map((f) => circle(f, [], done)).filter(Boolean);
    expect(circles).toEqual([]);
    // The walk sees the lazy imports it checks.
    expect(edges.get(path.join('components', 'comments', 'comments-slot.tsx'))).toContain(
      path.join('components', 'comments', 'comments-area.tsx'),
    );
  });
});
