#!/usr/bin/env node
// Finds a Chromium for the browser journeys and checks its version. The journeys are known to pass
// on Chromium KNOWN_GOOD and newer; on older ones some fail for the browser's sake, not the app's
// (on Debian's 150, `setOffline` left navigator.onLine true, so six offline and install journeys
// failed). As root on Debian, a missing or older Chromium is installed or upgraded from apt;
// anywhere else an older one is named with what to do, and the journeys run on it anyway.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const KNOWN_GOOD = 156;

const candidates = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
].filter(Boolean);

const found = () => candidates.find((path) => existsSync(path));

/** The major version the browser reports ("Chromium 156.0.8078.108 built on Debian…"), or 0. */
function majorOf(path) {
  try {
    const out = execFileSync(path, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return Number(/(\d+)\.\d+\.\d+/.exec(out)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
const managedByApt = (path) => path === '/usr/bin/chromium' || path === undefined;

function aptInstallChromium() {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  // `install` upgrades the package when an older one is there.
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}

let browser = found();
let major = browser ? majorOf(browser) : 0;

if ((!browser || major < KNOWN_GOOD) && isRoot && hasApt && managedByApt(browser)) {
  console.log(
    browser
      ? `Chromium ${major} at ${browser} is older than ${KNOWN_GOOD}: upgrading Debian's "chromium"...`
      : 'No Chromium found: installing Debian\'s "chromium" package...',
  );
  try {
    aptInstallChromium();
  } catch (error) {
    console.error(`apt-get failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  browser = found();
  major = browser ? majorOf(browser) : 0;
}

if (!browser) {
  console.error(
    'The end-to-end tests need Chromium or Google Chrome. Install one (Debian/Ubuntu: ' +
      '"sudo apt-get update && sudo apt-get install chromium") or point CHROME_PATH at its executable.',
  );
  process.exit(1);
}

if (major < KNOWN_GOOD) {
  console.warn(
    [
      `Chromium: ${browser}, version ${major || 'unknown'}; the journeys are known to pass on ${KNOWN_GOOD} and newer.`,
      'On older versions the offline and install journeys can fail for the browser (it stays online',
      'after setOffline). Upgrade it (Debian: "sudo apt-get update && sudo apt-get install chromium")',
      'or point CHROME_PATH at a newer Chromium or Chrome. Running the journeys on this one anyway.',
    ].join('\n'),
  );
} else {
  console.log(`Chromium ${major}: ${browser}`);
}
