import { accountCalls, passwordResetCalls, type ChangePasswordBody } from '@inkreel/shared';
import { request } from '../../../lib/api/api-client';

/** POST /api/account/name: answers the renamed user. */
export const postChangeName = (name: string) =>
  request(accountCalls.changeName, { body: { name } });

/** POST /api/account/password: a wrong current password is 400 WRONG_PASSWORD. */
export const postChangePassword = (body: ChangePasswordBody) =>
  request(accountCalls.changePassword, { body });

/** POST /api/account/sign-out-everywhere: this session's token stops working too. */
export const postSignOutEverywhere = () => request(accountCalls.signOutEverywhere, { body: {} });

/**
 * POST /api/auth/forgot-password for the signed-in user's own address: an account without a
 * password (made by Google sign-in) sets one through the same mailed link as a reset.
 */
export const postSetPasswordLink = (email: string) =>
  request(passwordResetCalls.forgotPassword, { body: { email } });
