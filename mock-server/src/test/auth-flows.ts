import request from 'supertest';
import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

/** Test-only helpers for the account flows (imported by *.test.ts files only). */
let counter = 0;
export const uniqueEmail = (prefix = 'person') =>
  `${prefix}-${Date.now().toString(36)}-${(counter += 1)}@example.com`;

/** The token in the newest verification e-mail to `email`, read from the outbox as a person would. */
export function latestVerificationToken(t: TestApp, email: string): string {
  const mine = t.deps.outbox.list().filter((m) => m.to === email.toLowerCase());
  const match = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mine.at(-1)?.text ?? '');
  expect(match, `no verification e-mail to ${email}`).not.toBeNull();
  return match?.[1] ?? '';
}

export async function registerAccount(
  t: TestApp,
  options: { email?: string; password?: string; name?: string } = {},
) {
  const account = {
    name: options.name ?? 'Ada Lovelace',
    email: options.email ?? uniqueEmail(),
    password: options.password ?? 'analytical-engine',
  };
  const res = await request(t.app).post('/api/auth/register').send(account);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return account;
}
