import { existsSync } from 'node:fs';

// `npx playwright install` cannot download browsers here: the journeys drive an installed
// Chromium (Debian's "chromium" package, or CHROME_PATH), as scripts/ensure-chromium.mjs checks.
const CANDIDATES = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function chromiumPath(): string {
  const found = CANDIDATES.find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
  );
  if (!found)
    throw new Error('No Chromium found: set CHROME_PATH or install Debian\'s "chromium" package');
  return found;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--autoplay-policy=no-user-gesture-required',
];
