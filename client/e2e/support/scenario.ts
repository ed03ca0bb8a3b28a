import {
  journalResponseSchema,
  scenariosResponseSchema,
  type JournalEntry,
  type ScenarioName,
} from '@inkreel/shared';
import { apiURL } from './browser';

/** Switches the mock provider's fault scenario, the way a test or a developer with curl does. */
export async function setScenario(name: ScenarioName): Promise<void> {
  const res = await fetch(`${apiURL()}/__dev/scenario`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (!res.ok) throw new Error(`Switching to ${name} failed: ${res.status} ${await res.text()}`);
}

export async function activeScenario(): Promise<ScenarioName> {
  const res = await fetch(`${apiURL()}/__dev/scenarios`);
  return scenariosResponseSchema.parse(await res.json()).active;
}

/** The provider's request journal, newest first, filtered by the query string given. */
export async function journal(query = ''): Promise<JournalEntry[]> {
  const res = await fetch(`${apiURL()}/__dev/journal${query}`);
  return journalResponseSchema.parse(await res.json()).entries;
}

/** A JSON GET to the provider, signed in when a token is given. */
export async function apiGet<T = unknown>(path: string, token?: string): Promise<T> {
  const res = await fetch(`${apiURL()}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`GET ${path} failed: ${res.status}`);
  return (await res.json()) as T;
}

export const balanceOf = async (token: string) =>
  (await apiGet<{ balance: number }>('/api/wallet/balance', token)).balance;
