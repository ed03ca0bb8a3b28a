import { randomUUID } from 'node:crypto';
import {
  IDEMPOTENCY_HEADER,
  loginResponseSchema,
  mailboxResponseSchema,
  type LoginResponse,
} from '@inkreel/shared';

export interface Account {
  name: string;
  email: string;
  password: string;
  token: string;
}

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Calls the mock provider from the test process, as a person's other device would. */
export function providerClient(apiURL: string) {
  const call = (path: string, init: RequestInit = {}): Promise<Response> =>
    fetch(`${apiURL}${path}`, {
      ...init,
      headers: {
        'Content-Type': 'application/json',
        ...Object.fromEntries(new Headers(init.headers)),
      },
    });

  /** The newest link to `page` the mock provider mailed to `email` (from /__dev/mailbox). */
  async function latestLink(email: string, page: 'verify-email' | 'reset-password') {
    const res = await call('/__dev/mailbox');
    const { messages } = mailboxResponseSchema.parse(await res.json());
    const mine = messages.filter((m) => m.to.toLowerCase() === email.toLowerCase());
    // With its query: a link to set a first password says so (`?set=1`).
    const match = new RegExp(`https?://\\S+/${page}/[A-Za-z0-9_-]+(\\?\\S+)?`).exec(
      mine[0]?.text ?? '',
    );
    return match?.[0];
  }

  /** The newest verification link the mock provider mailed to `email`. */
  async function latestVerificationLink(email: string): Promise<string> {
    const link = await latestLink(email, 'verify-email');
    if (!link) throw new Error(`No verification e-mail for ${email}`);
    return link;
  }

  /** The newest password link (a reset, or "Set a password") the mock provider mailed to `email`. */
  async function latestResetLink(email: string): Promise<string> {
    const link = await latestLink(email, 'reset-password');
    if (!link) throw new Error(`No reset e-mail for ${email}`);
    return link;
  }

  async function login(email: string, password: string): Promise<LoginResponse> {
    const res = await call('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });
    if (!res.ok) throw new Error(`Login failed for ${email}: ${res.status} ${await res.text()}`);
    return loginResponseSchema.parse(await res.json());
  }

  /** Deposits through the API and pays on the mock checkout page, as a person would. */
  async function addCredits(account: Account, amount: number): Promise<void> {
    const res = await call('/api/wallet/deposit', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${account.token}`,
        [IDEMPOTENCY_HEADER]: `e2e-${randomUUID()}`,
      },
      body: JSON.stringify({ amount }),
    });
    if (!res.ok) throw new Error(`Deposit failed: ${res.status} ${await res.text()}`);
    const { checkout_url } = (await res.json()) as { checkout_url: string };
    const pay = await fetch(`${checkout_url}/pay`, { method: 'POST', redirect: 'manual' });
    if (pay.status >= 400) throw new Error(`Checkout payment failed: ${pay.status}`);
  }

  /** Registers, verifies and signs in a new account through the API; optionally pays in credits. */
  async function createVerifiedAccount(
    options: { credits?: number; name?: string } = {},
  ): Promise<Account> {
    const name = options.name ?? 'E2E Tester';
    const email = uniqueEmail();
    const password = 'e2e-password-123';
    const reg = await call('/api/auth/register', {
      method: 'POST',
      body: JSON.stringify({ name, email, password }),
    });
    if (reg.status !== 201) throw new Error(`Register failed: ${reg.status} ${await reg.text()}`);
    const token = (await latestVerificationLink(email)).split('/').at(-1) ?? '';
    const verify = await call(`/api/auth/register/verify/${token}`);
    if (!verify.ok) throw new Error(`Verify failed: ${verify.status}`);
    const session = await login(email, password);
    const account = { name, email, password, token: session.token };
    if (options.credits) await addCredits(account, options.credits);
    return account;
  }

  return {
    url: apiURL,
    call,
    latestVerificationLink,
    latestResetLink,
    login,
    addCredits,
    createVerifiedAccount,
  };
}

export type Provider = ReturnType<typeof providerClient>;

export const DEMO_USER = {
  email: 'demo@example.com',
  password: 'demo-password',
  name: 'Demo User',
};
