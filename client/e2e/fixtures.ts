import { test as base } from '@playwright/test';
import type { LoginResponse } from '@inkreel/shared';
import { providerClient, type Provider } from './support/provider';
import { SAME_ORIGIN } from './support/servers';

export interface E2EOptions {
  /** The mock provider's origin as the test process reaches it. */
  apiURL: string;
}

export interface E2EFixtures {
  /** Calls to the mock provider from the test process: accounts, credits, the dev mailbox. */
  provider: Provider;
  /** Signs in through the API and stores the session in `page` as the client does (SPEC.md 3). */
  loginViaApi: (email: string, password: string) => Promise<LoginResponse>;
}

export const test = base.extend<E2EFixtures, E2EOptions>({
  apiURL: [SAME_ORIGIN.apiURL, { option: true, scope: 'worker' }],
  provider: async ({ apiURL }, use) => {
    await use(providerClient(apiURL));
  },
  loginViaApi: async ({ page, provider }, use) => {
    await use(async (email, password) => {
      const session = await provider.login(email, password);
      await page.addInitScript((data) => {
        if (!localStorage.getItem('token')) {
          localStorage.setItem('auth_data', JSON.stringify(data));
          localStorage.setItem('token', data.token);
        }
      }, session);
      return session;
    });
  },
});

export { expect } from '@playwright/test';
