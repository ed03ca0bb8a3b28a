import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));

/** Every source file under src/ (tests included), relative to src/. */
const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) =>
  /\.tsx?$/.test(f),
);

/** The src/-relative targets of a file's relative imports. */
const targetsOf = (file: string): string[] =>
  [...readFileSync(path.join(SRC, file), 'utf8').matchAll(/from '(\.[^']+)'/g)].map((m) =>
    path.normalize(path.join(path.dirname(file), m[1] ?? '')),
  );

/** `features/<name>`, `app`, `lib`, `components`, … for a src/-relative path. */
const areaOf = (file: string): string => {
  const [top = '', second = ''] = file.split(path.sep);
  return top === 'features' ? `features/${second}` : top;
};

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
      .filter((f) => ['lib', 'components'].includes(areaOf(f)))
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
