import { test as base, expect } from '@playwright/test';
import type { LoginResponse } from '@inkreel/shared';
import { isUnsafe, recordApiCalls, type ApiCallLog } from './support/api-calls';
import { providerClient, type Provider } from './support/provider';
import { faultLab } from './support/scenario';
import { startServers, type ProjectOrigin, type WorkerServers } from './support/servers';

export interface E2EOptions {
  /** How the project serves the client: proxying to the provider, or beside it (CORS). */
  origin: ProjectOrigin;
}

export interface E2EWorkerFixtures {
  /**
   * This worker's own servers (support/servers.ts): a seeded mock provider on its own DATA_DIR
   * and a client in front of it, on free ports. No two workers share state.
   */
  servers: WorkerServers;
  /** The mock provider's origin as the test process reaches it. */
  apiURL: string;
  /** The origin the app in the browser sends /api calls to (its own when its server proxies). */
  appApiURL: string;
}

export interface E2EFixtures {
  /** Calls to the mock provider from the test process: accounts, credits, the dev mailbox. */
  provider: Provider;
  /** Signs in through the API and stores the session in `page` as the client does (docs/product.md 3). */
  loginViaApi: (email: string, password: string) => Promise<LoginResponse>;
  /**
   * Every /api call the browser made in this test. After each test, every state-changing one
   * (POST above all) must have carried a non-empty X-XSRF-TOKEN header (docs/product.md section 9).
   */
  apiCalls: ApiCallLog;
  /**
   * Puts the provider's fault lab on the `normal` scenario before and after every test, in both
   * projects: a journey that switches a scenario (or fails while one is active) never leaves it to
   * the journeys after it.
   */
  normalScenario: undefined;
}

export const test = base.extend<E2EFixtures, E2EOptions & E2EWorkerFixtures>({
  origin: ['same-origin', { option: true, scope: 'worker' }],
  servers: [
    async ({ origin }, use, workerInfo) => {
      const servers = await startServers(origin, `w${workerInfo.workerIndex}`);
      await use(servers);
      await servers.stop();
    },
    // A busy machine can take a while to seed a provider and start a client.
    { scope: 'worker', timeout: 400_000 },
  ],
  apiURL: [async ({ servers }, use) => use(servers.apiURL), { scope: 'worker' }],
  appApiURL: [async ({ servers }, use) => use(servers.appApiURL), { scope: 'worker' }],
  // Pages, contexts and `request` open paths on this worker's client.
  baseURL: async ({ servers }, use) => use(servers.baseURL),
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
  apiCalls: [
    async ({ context, appApiURL }, use) => {
      const log = recordApiCalls(context, appApiURL);
      await use(log);
      log.stop();
      const unsafe = (await log.calls()).filter(isUnsafe);
      const without = unsafe.filter((call) => !call.headers['x-xsrf-token']);
      expect(
        without.map((call) => `${call.method} ${call.url}`),
        'calls without X-XSRF-TOKEN',
      ).toEqual([]);
    },
    { auto: true },
  ],
  normalScenario: [
    async ({ apiURL }, use) => {
      const lab = faultLab(apiURL);
      await lab.set('normal');
      await use(undefined);
      await lab.set('normal');
    },
    { auto: true },
  ],
});

export { expect };
