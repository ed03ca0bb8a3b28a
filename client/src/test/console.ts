import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Declares what every test of a file may log with console[kind], by its first argument: those
 * messages are swallowed, any other fails the test as the console guard would
 * (scripts/vitest/console-guard.ts). For files whose tests may each log the same failure at a
 * moment they do not control; a single test declares its message with a spy of its own and
 * asserts it (docs/testing.md, "Expected errors and warnings").
 */
export function onlyLogs(kind: 'error' | 'warn', expected: RegExp): void {
  let others: unknown[][] = [];
  beforeEach(() => {
    others = [];
    vi.spyOn(console, kind).mockImplementation((...args: unknown[]) => {
      if (!expected.test(String(args[0]))) others.push(args);
    });
  });
  afterEach(() => {
    if (others.length === 0) return;
    const logged = others.map((args) => format(...args)).join('\n');
    others = [];
    throw new Error(`console.${kind} logged more than ${String(expected)}:\n${logged}`);
  });
}
