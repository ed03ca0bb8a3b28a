import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM = '/usr/bin/chromium';

export interface PageAudit {
  score: number;
  cls: number;
  lcpMs: number;
  /** Every script the page fetched, as URL paths. */
  scripts: string[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

/** Lighthouse's default (mobile) preset on Debian's Chromium, one page at a time. */
export async function auditPages(urls: string[]): Promise<PageAudit[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const audits: PageAudit[] = [];
    for (const url of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
      const items =
        (lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ?? [];
      audits.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
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
