#!/usr/bin/env node
// `npm test`: every check, cheapest first, stopping at the first step that fails, with the seconds
// each stage took (issue 35, decisions 0263 and 0273). Each stage is the npm script of the same
// name, so one stage alone is `npm run <stage>`. `npm test -- unit e2e` runs only the stages named.
//
// The static checks (typecheck, lint, format) run side by side: each is one process on one core,
// so on two cores they finish sooner together than one after another. Their output is printed
// whole as each finishes. The unit tests and the journeys spread over the cores themselves.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Steps in order; the stages of one step run at the same time. */
const STEPS = [
  [
    ['typecheck', 'typecheck'],
    ['lint', 'lint'],
    ['format', 'format:check'],
  ],
  [['unit', 'test:unit']],
  [['e2e', 'test:e2e']],
];
const ALL = STEPS.flat();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !ALL.some(([stage]) => stage === name));
if (unknown.length > 0) {
  console.error(`Unknown stage ${unknown.join(', ')}: pick from ${ALL.map(([s]) => s).join(', ')}`);
  process.exit(2);
}
const steps = STEPS.map((step) =>
  step.filter(([stage]) => wanted.length === 0 || wanted.includes(stage)),
).filter((step) => step.length > 0);

/**
 * Runs `npm run <script>`; resolves with its exit code and, when `quiet`, what it printed (stdout
 * and stderr in the order they came). Otherwise the terminal is attached.
 */
function run(script, quiet) {
  return new Promise((resolve) => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const child = spawn(npm, ['run', '--silent', script], {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const done = (code) => resolve({ code, output: Buffer.concat(output).toString() });
    child.once('error', () => done(1));
    child.once('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const times = [];
const started = Date.now();
const failed = [];

for (const step of steps) {
  const together = step.length > 1;
  if (together) console.log(`\n▶ ${step.map(([stage]) => stage).join(', ')}, side by side`);
  await Promise.all(
    step.map(async ([stage, script]) => {
      if (!together) console.log(`\n▶ ${stage} (npm run ${script})`);
      const t0 = Date.now();
      const { code, output } = await run(script, together);
      const ms = Date.now() - t0;
      times.push([stage, ms]);
      if (together) console.log(`\n── ${stage} (npm run ${script})\n${output.trimEnd()}`);
      console.log(`${code === 0 ? '✔' : '✘'} ${stage}: ${seconds(ms)}`);
      if (code !== 0) failed.push(stage);
    }),
  );
  if (failed.length > 0) break;
}

console.log(`\nStages (Node ${process.version}):`);
for (const [stage, ms] of times) console.log(`  ${stage.padEnd(10)} ${seconds(ms).padStart(7)}`);
console.log(`  ${'total'.padEnd(10)} ${seconds(Date.now() - started).padStart(7)}`);
if (failed.length > 0) {
  console.error(`\nnpm test stopped: ${failed.join(', ')} failed.`);
  process.exit(1);
}
