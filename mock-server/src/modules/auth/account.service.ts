import { ErrorCode, type ChangePasswordBody, type User } from '@inkreel/shared';
import type { UserRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { DomainError } from '../../domain-error.js';
import type { Env } from '../../env.js';
import { hashPassword, verifyPassword } from './password.js';
import type { TokenService } from './token.service.js';
import { toUserReply } from './user-view.js';

export const ACCOUNT_MESSAGES = {
  passwordChanged: 'Your password has been changed.',
  wrongPassword: 'The current password is not correct.',
  noPassword: 'This account has no password yet. Set one with the link we can e-mail you.',
  signedOutEverywhere: 'You have been signed out of all devices.',
} as const;

/** What the service uses of the app's dependencies (decision 0305). */
export interface AccountDeps {
  store: Store;
  tokens: Pick<TokenService, 'revokeAll'>;
  env: Pick<Env, 'PASSWORD_HASH_COST'>;
}

/** The account page's changes (issue 32, item 3). Knows nothing of HTTP. */
export function createAccountService({ store, tokens, env }: AccountDeps) {
  async function changeName(user: UserRecord, name: string): Promise<User> {
    user.name = name;
    await store.write();
    return toUserReply(store, user);
  }

  /** Other sessions keep working: ending them is what "sign out of all devices" is for. */
  async function changePassword(
    user: UserRecord,
    body: ChangePasswordBody,
  ): Promise<{ message: string }> {
    if (user.passwordHash === undefined) {
      throw new DomainError(ErrorCode.PASSWORD_NOT_SET, ACCOUNT_MESSAGES.noPassword);
    }
    if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
      throw new DomainError(ErrorCode.WRONG_PASSWORD, ACCOUNT_MESSAGES.wrongPassword, {
        field: 'currentPassword',
      });
    }
    user.passwordHash = await hashPassword(body.newPassword, env.PASSWORD_HASH_COST);
    await store.write();
    return { message: ACCOUNT_MESSAGES.passwordChanged };
  }

  /** Every token of the user stops working, the one that asked included. */
  async function signOutEverywhere(user: UserRecord): Promise<{ message: string }> {
    tokens.revokeAll(user._id);
    await store.write();
    return { message: ACCOUNT_MESSAGES.signedOutEverywhere };
  }

  return { changeName, changePassword, signOutEverywhere };
}
