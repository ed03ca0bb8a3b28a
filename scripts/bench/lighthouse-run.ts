import { Launcher, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM = '/usr/bin/chromium';

/**
 * The audits of Lighthouse's old PWA category that Lighthouse 12 still has (it removed
 * installable-manifest, service-worker, offline-start-url, splash-screen, themed-omnibox and
 * maskable-icon; client/e2e/pwa-install.e2e.ts checks what those checked).
 */
export const PWA_AUDITS = ['viewport', 'is-on-https', 'redirects-http'] as const;

export interface AuditVerdict {
  id: string;
  title: string;
  /** null: not applicable to this page (e.g. no HTTP to redirect on a loopback HTTP server). */
  passed: boolean | null;
}

export interface PageAudit {
  score: number;
  /** The PWA-related audits, by id. */
  pwa: AuditVerdict[];
  cls: number;
  lcpMs: number;
  /** Every script the page fetched, as URL paths. */
  scripts: string[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

/** Tries a page this many times: on a busy machine a trace is sometimes lost (NO_NAVSTART). */
const ATTEMPTS = 3;

/** Lighthouse's default (mobile) preset on Debian's Chromium, one page at a time. */
async function auditOnce(url: string, port: number) {
  let failure = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Added to the performance audits (Lighthouse runs the union).
      onlyAudits: [...PWA_AUDITS],
    });
    if (!result) failure = `Lighthouse returned nothing for ${url}`;
    else if (result.lhr.runtimeError) failure = `${url}: ${result.lhr.runtimeError.message}`;
    else return result.lhr;
  }
  throw new Error(failure);
}

/**
 * chrome-launcher's flags, with Chromium 156's address-bar suggestion pages switched off: two
 * renderers loaded with every window, which shared the two cores with the page under audit
 * (decision 0272). Chromium reads only the last --disable-features, so they join launcher's.
 */
function chromeFlags(): string[] {
  const omnibox = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];
  const flags = Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=') ? `${flag},${omnibox.join(',')}` : flag,
  );
  return [...flags, '--headless', '--no-sandbox', '--disable-gpu'];
}

export async function auditPages(urls: string[]): Promise<PageAudit[]> {
  const chrome = await launch({
    chromePath: CHROMIUM,
    ignoreDefaultFlags: true,
    chromeFlags: chromeFlags(),
  });
  try {
    const audits: PageAudit[] = [];
    for (const url of urls) {
      const lhr = await auditOnce(url, chrome.port);
      const details = lhr.audits['network-requests']?.details as
        | { items?: NetworkItem[] }
        | undefined;
      const items = details?.items ?? [];
      audits.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        pwa: PWA_AUDITS.map((id) => {
          const audit = lhr.audits[id];
          const applies = audit && !['notApplicable', 'manual'].includes(audit.scoreDisplayMode);
          return {
            id,
            title: audit?.title ?? `${id} (missing from this Lighthouse)`,
            passed: applies ? audit.score === 1 : audit ? null : false,
          };
        }),
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        scripts: items
          .filter((i) => i.resourceType === 'Script')
          .map((i) => new URL(i.url).pathname),
      });
    }
    return audits;
  } finally {
    chrome.kill();
  }
}
