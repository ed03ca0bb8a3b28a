import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Prints the test files that took longest at the end of a run, with where each one's time went:
 * the environment (a DOM), the set-up files, importing the file (and what it imports), the tests.
 * A file near the top is where a slow run is won back (issue 35).
 */
export class SlowestFilesReporter implements Reporter {
  constructor(private readonly count: number) {}

  onTestRunEnd(testModules: readonly TestModule[]): void {
    const rows = testModules.map((module) => {
      const d = module.diagnostic();
      const parts = {
        environment: d.environmentSetupDuration,
        setup: d.prepareDuration + d.setupDuration,
        import: d.collectDuration,
        tests: d.duration,
      };
      const total = parts.environment + parts.setup + parts.import + parts.tests;
      return { module, parts, total };
    });
    rows.sort((a, b) => b.total - a.total);
    const top = rows.slice(0, this.count);
    if (top.length === 0) return;
    const root = process.cwd();
    const lines = top.map(({ module, parts, total }) => {
      const file = path.relative(root, module.moduleId);
      const split = Object.entries(parts)
        .map(([name, ms]) => `${name} ${s(ms)}`)
        .join(', ');
      return `  ${s(total).padStart(7)}  ${file} [${module.project.name}] (${split})`;
    });
    console.log(`\n${String(top.length)} slowest test files:\n${lines.join('\n')}\n`);
  }
}
