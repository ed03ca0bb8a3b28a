#!/usr/bin/env node
// `npm test`: every check, cheapest first, stopping at the first that fails, with the seconds
// each stage took (issue 35, decision 0263). Each stage is the npm script of the same name, so
// one stage alone is `npm run <stage>`. `npm test -- unit e2e` runs only the stages named.
//
// The type check, lint and the format check read the sources and change nothing, and each keeps
// one core busy at most for most of its run (tsc and ESLint are single-threaded): they run side by
// side as one step, their output held and printed stage by stage when they end (decision 0434).
// The unit tests and the journeys fill both cores by themselves and run after, one at a time.
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

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Runs `npm run <script>`. Alone, with the terminal attached (colours and progress as the tool
 * prints them); beside others, with its output held, so stages never interleave their lines.
 * Resolves with its exit code and what it printed (empty when attached).
 */
function run(script, attached) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], {
      cwd: root,
      stdio: attached ? 'inherit' : ['ignore', 'pipe', 'pipe'],
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
let failed = null;

for (const step of steps) {
  const attached = step.length === 1;
  const t0 = Date.now();
  if (!attached) console.log(`\n▶ ${step.map(([stage]) => stage).join(', ')}, side by side`);
  const results = await Promise.all(
    step.map(async ([stage, script]) => {
      if (attached) console.log(`\n▶ ${stage} (npm run ${script})`);
      const result = await run(script, attached);
      return { stage, script, ms: Date.now() - t0, ...result };
    }),
  );
  for (const { stage, script, ms, code, output } of results) {
    if (!attached) {
      console.log(`\n▶ ${stage} (npm run ${script})`);
      if (output.trim()) console.log(output.trimEnd());
    }
    times.push([stage, ms]);
    console.log(`${code === 0 ? '✔' : '✘'} ${stage}: ${seconds(ms)}`);
    if (code !== 0) failed ??= stage;
  }
  if (!attached) console.log(`  (side by side: ${seconds(Date.now() - t0)})`);
  if (failed) break;
}

console.log(`\nStages (Node ${process.version}):`);
for (const [stage, ms] of times) console.log(`  ${stage.padEnd(10)} ${seconds(ms).padStart(7)}`);
console.log(`  ${'total'.padEnd(10)} ${seconds(Date.now() - started).padStart(7)}`);
if (failed) {
  console.error(`\nnpm test stopped: ${failed} failed.`);
  process.exit(1);
}
