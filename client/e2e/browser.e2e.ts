import { readFileSync } from 'node:fs';
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, OMNIBOX_WEBUI_FEATURES, chromiumPath } from './support/chromium';

// The browser the journeys run on (support/chromium.ts), checked on its own: no servers needed.

/** Every --disable-features the browser process was started with, in order. */
function disableFeatureSwitches(pid: number): string[][] {
  const args = readFileSync(`/proc/${String(pid)}/cmdline`, 'utf8').split('\0');
  return args
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));
}

test.describe('the journeys’ Chromium', () => {
  test('keeps every feature Playwright switches off, and opens no address-bar pages', async () => {
    const server = await chromium.launchServer({
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    });
    try {
      const pid = server.process().pid;
      if (pid === undefined) throw new Error('the browser has no process id');
      const switches = disableFeatureSwitches(pid);
      // Playwright's own switch comes first; Chromium reads only the last one, which is ours.
      expect(switches.length).toBeGreaterThanOrEqual(2);
      const [playwrights, ...rest] = switches;
      const effective = rest.at(-1) ?? [];
      expect(effective).toEqual(expect.arrayContaining(playwrights ?? []));
      expect(effective).toEqual(expect.arrayContaining(OMNIBOX_WEBUI_FEATURES));

      const browser = await chromium.connect(server.wsEndpoint());
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto('data:text/html,<h1>A window</h1>');
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = await cdp.send('Target.getTargets');
      const urls = targetInfos.map((target) => target.url);
      expect(urls).toContain('data:text/html,<h1>A window</h1>');
      expect(urls.filter((url) => url.startsWith('chrome://omnibox-popup'))).toEqual([]);
      await browser.close();
    } finally {
      await server.close();
    }
  });
});
