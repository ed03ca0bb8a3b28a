#!/usr/bin/env node
// `npm run test:changed [-- <git ref>]`: the quick local loop. The unit and API tests that import
// a file changed since <ref> (default HEAD: what is not committed yet), through vitest's related
// mode, then the browser journeys whose own *.e2e.ts file changed. The type check, lint and the
// other journeys stay for `npm test`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ref = process.argv[2] ?? 'HEAD';
const git = (args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

const changed = new Set([
  ...git(['diff', '--name-only', ref]),
  ...git(['ls-files', '--others', '--exclude-standard']),
]);

const run = (command, args) => {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
};

const vitest = path.join(root, 'node_modules/.bin/vitest');
let status = run(vitest, ['run', '--changed', ref, '--passWithNoTests']);

const journeys = [...changed].filter(
  (file) => /^client\/e2e\/[^/]+\.e2e\.ts$/.test(file) && existsSync(path.join(root, file)),
);
if (journeys.length === 0) {
  console.log('\nNo journey file changed (client/e2e/*.e2e.ts): no browser run.');
} else if (status === 0) {
  const playwright = path.join(root, 'node_modules/.bin/playwright');
  status = run('node', [path.join(root, 'scripts/ensure-chromium.mjs')]);
  if (status === 0) {
    status = run(playwright, ['test', '-c', 'client/e2e/playwright.config.ts', ...journeys]);
  }
}
process.exit(status);
