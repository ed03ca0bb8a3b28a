import type { UserRecord } from '../db/schema.js';
import { newId, nowIso } from '../db/ids.js';
import type { AppDeps } from '../app-deps.js';
import { hashPassword } from '../modules/auth/auth.service.js';
import { creditOpeningBalance } from '../modules/wallet/wallet.service.js';

export interface TestUser {
  user: UserRecord;
  password: string;
  token: string;
  /** `Authorization` header value. */
  bearer: string;
}

let counter = 0;

/** Puts a user straight into the store (verified by default, with optional credits) and signs a token. */
export async function createUser(
  deps: AppDeps,
  options: {
    name?: string;
    email?: string;
    password?: string;
    verified?: boolean;
    credits?: number;
  } = {},
): Promise<TestUser> {
  counter += 1;
  const password = options.password ?? 'correct-horse-battery';
  const user: UserRecord = {
    _id: newId(),
    email: (options.email ?? `user${counter}-${Date.now()}@example.com`).toLowerCase(),
    name: options.name ?? `Test User ${counter}`,
    passwordHash: await hashPassword(password, deps.env.PASSWORD_HASH_COST),
    isEmailVerified: options.verified ?? true,
    createdAt: nowIso(),
  };
  deps.store.data.users.push(user);
  creditOpeningBalance(deps.store.data, {
    userId: user._id,
    credits: options.credits ?? 0,
    reference: 'test',
  });
  await deps.store.write();
  const { token } = deps.tokens.issue(user._id);
  return { user, password, token, bearer: `Bearer ${token}` };
}
