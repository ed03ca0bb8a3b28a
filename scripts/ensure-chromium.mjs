#!/usr/bin/env node
// Finds a Chromium for the browser tests. As root on Debian without one, installs Debian's
// "chromium"; anywhere else, says what to install and fails.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
].filter(Boolean);

const found = () => candidates.find((path) => existsSync(path));

if (found()) {
  console.log(`Chromium: ${found()}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  console.log('No Chromium found: installing Debian\'s "chromium" package...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (found()) {
    console.log(`Chromium: ${found()}`);
    process.exit(0);
  }
}

console.error(
  'The end-to-end tests need Chromium or Google Chrome. Install one (Debian/Ubuntu: ' +
    '"sudo apt-get install chromium") or point CHROME_PATH at its executable.',
);
process.exit(1);
