import { format } from 'node:util';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { isKnownNoise } from '../known-noise.ts';

// Set-up of every unit project (vitest.config.ts): a test that writes to console.error or
// console.warn fails, with what it wrote, unless it declared the message. A test that expects a
// log replaces the method with its own spy and asserts what was logged:
//
//   const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
//   … expect(logged).toHaveBeenCalledWith('Failed to fetch books', expect.any(ApiError));
//
// vi.spyOn on a method that is already a spy returns that spy, so the test's implementation
// replaces the recording one below: what the test logs from then on is the test's to check.
// Everything else fails the test instead of scrolling past in a passing run (docs/testing.md).

const GUARDED = ['error', 'warn'] as const;
type Guarded = (typeof GUARDED)[number];

let unexpected: string[] = [];
let spies: MockInstance[] = [];

/** The first lines of a logged message: enough to find where it came from. */
function summary(kind: Guarded, args: unknown[]): string {
  const lines = format(...args).split('\n');
  const shown = lines.slice(0, 8).join('\n');
  return `console.${kind}: ${shown}${lines.length > 8 ? '\n    …' : ''}`;
}

beforeEach(() => {
  unexpected = [];
  spies = GUARDED.map((kind) =>
    vi.spyOn(console, kind).mockImplementation((...args: unknown[]) => {
      if (isKnownNoise(format(...args))) return;
      unexpected.push(summary(kind, args));
    }),
  );
});

afterEach(() => {
  // The test's own afterEach hooks have run (hooks run in reverse order, this file's last), so
  // what a cleanup logged is counted too.
  for (const spy of spies) spy.mockRestore();
  spies = [];
  if (unexpected.length === 0) return;
  const logged = unexpected.join('\n');
  unexpected = [];
  throw new Error(
    `The test logged what it did not declare. Fix the cause, or declare and assert the message ` +
      `(docs/testing.md, "Expected errors and warnings"):\n${logged}`,
  );
});
