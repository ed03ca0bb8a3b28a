import { accountCalls, type ChangePasswordBody } from '@inkreel/shared';
import { request } from '../../../lib/api/api-client';

/** POST /api/account/name: answers the renamed user. */
export const postChangeName = (name: string) =>
  request(accountCalls.changeName, { body: { name } });

/** POST /api/account/password: a wrong current password is 400 WRONG_PASSWORD. */
export const postChangePassword = (body: ChangePasswordBody) =>
  request(accountCalls.changePassword, { body });

/** POST /api/account/sign-out-everywhere: this session's token stops working too. */
export const postSignOutEverywhere = () => request(accountCalls.signOutEverywhere, { body: {} });
