#!/usr/bin/env node
// `npm test`: every check, cheapest first, stopping at the first that fails, with the seconds
// each stage took (issue 35, decision 0263). Each stage is the npm script of the same name, so
// one stage alone is `npm run <stage>`. `npm test -- unit e2e` runs only the stages named.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const STAGES = [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['format', 'format:check'],
  ['unit', 'test:unit'],
  ['e2e', 'test:e2e'],
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STAGES.some(([stage]) => stage === name));
if (unknown.length > 0) {
  console.error(
    `Unknown stage ${unknown.join(', ')}: pick from ${STAGES.map(([s]) => s).join(', ')}`,
  );
  process.exit(2);
}
const stages = STAGES.filter(([stage]) => wanted.length === 0 || wanted.includes(stage));

/** Runs `npm run <script>` with the terminal attached; resolves with its exit code. */
function run(script) {
  return new Promise((resolve) => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const child = spawn(npm, ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
    child.once('error', () => resolve(1));
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const times = [];
const started = Date.now();
let failed = null;

for (const [stage, script] of stages) {
  console.log(`\n▶ ${stage} (npm run ${script})`);
  const t0 = Date.now();
  const code = await run(script);
  times.push([stage, Date.now() - t0]);
  console.log(`${code === 0 ? '✔' : '✘'} ${stage}: ${seconds(Date.now() - t0)}`);
  if (code !== 0) {
    failed = stage;
    break;
  }
}

console.log(`\nStages (Node ${process.version}):`);
for (const [stage, ms] of times) console.log(`  ${stage.padEnd(10)} ${seconds(ms).padStart(7)}`);
console.log(`  ${'total'.padEnd(10)} ${seconds(Date.now() - started).padStart(7)}`);
if (failed) {
  console.error(`\nnpm test stopped: ${failed} failed.`);
  process.exit(1);
}
