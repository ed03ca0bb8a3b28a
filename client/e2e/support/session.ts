import { loginResponseSchema, type LoginResponse } from '@inkreel/shared';
import type { Page } from 'playwright-core';
import { apiURL } from './browser';

/** Signs in through the API and stores the session the way the client does (SPEC.md section 3). */
export async function loginViaApi(
  page: Page,
  email: string,
  password: string,
): Promise<LoginResponse> {
  const res = await fetch(`${apiURL()}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`Login failed for ${email}: ${res.status} ${await res.text()}`);
  const session = loginResponseSchema.parse(await res.json());
  await page.addInitScript((data) => {
    if (!localStorage.getItem('token')) {
      localStorage.setItem('auth_data', JSON.stringify(data));
      localStorage.setItem('token', data.token);
    }
  }, session);
  return session;
}

export const DEMO_USER = {
  email: 'demo@example.com',
  password: 'demo-password',
  name: 'Demo User',
};
