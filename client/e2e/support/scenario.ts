import { mkdirSync } from 'node:fs';
import {
  journalResponseSchema,
  scenariosResponseSchema,
  type JournalEntry,
  type ScenarioName,
} from '@inkreel/shared';
import type { Page } from '@playwright/test';

/** The fault lab of the mock provider at `apiURL`, driven the way a test or curl does. */
export function faultLab(apiURL: string) {
  /** A JSON GET to the provider, signed in when a token is given. */
  async function get<T = unknown>(path: string, token?: string): Promise<T> {
    const res = await fetch(`${apiURL}${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    if (!res.ok) throw new Error(`GET ${path} failed: ${res.status}`);
    return (await res.json()) as T;
  }
  return {
    get,
    /** POST {apiURL}/__dev/scenario {"name": …} */
    async set(name: ScenarioName): Promise<void> {
      const res = await fetch(`${apiURL}/__dev/scenario`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      if (!res.ok)
        throw new Error(`Switching to ${name} failed: ${res.status} ${await res.text()}`);
    },
    async active(): Promise<ScenarioName> {
      const res = await fetch(`${apiURL}/__dev/scenarios`);
      return scenariosResponseSchema.parse(await res.json()).active;
    },
    /** The provider's request journal, newest first, filtered by the query string given. */
    async journal(query = ''): Promise<JournalEntry[]> {
      const res = await fetch(`${apiURL}/__dev/journal${query}`);
      return journalResponseSchema.parse(await res.json()).entries;
    },
    balanceOf: async (token: string) =>
      (await get<{ balance: number }>('/api/wallet/balance', token)).balance,
  };
}

/**
 * With E2E_SCREENSHOTS=dir, keeps pictures of what the page shows now in both themes, on a
 * desktop and a phone width (the theme class is switched in place, so the state is kept).
 */
export async function snapshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const original = page.viewportSize();
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => {
      document.documentElement.classList.remove('light', 'dark');
      document.documentElement.classList.add(t);
    }, theme);
    for (const [device, width, height] of [
      ['desktop', 1280, 900],
      ['phone', 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${dir}/${name}-${theme}-${device}.png` });
    }
  }
  if (original) await page.setViewportSize(original);
}
