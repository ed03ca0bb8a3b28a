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

/**
 * Features Playwright switches off at launch (playwright-core 1.65). Chromium reads only the last
 * --disable-features it is given, so ours must repeat them; browser.e2e.ts fails when a Playwright
 * upgrade switches off one that is missing here.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'TcpPortRandomizationWin',
  'ThirdPartyStoragePartitioning',
  // Edge's, kept so that the list stays Playwright's.
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'msForceBrowserSignIn',
];

/**
 * Chromium 156 renders its address bar's suggestion list as a web page of its own
 * (chrome://omnibox-popup.top-chrome), two of them in a renderer process for every window it opens,
 * and a journey's context is a window. Nobody types into an address bar here: switching them off
 * saved about 0.45 s of CPU per context, 30% of what a context costs (decision 0272).
 */
export const OMNIBOX_WEBUI_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES].join(',')}`,
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--autoplay-policy=no-user-gesture-required',
];
