import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import { messageSchema } from '../common/primitives.js';
import { loginBodySchema, registerBodySchema } from '../auth/forms.js';
import { userSchema } from '../auth/user.js';

/** The register form's name rules. */
export const changeNameBodySchema = z.object({ name: registerBodySchema.shape.name });
export type ChangeNameBody = z.infer<typeof changeNameBodySchema>;

/** The current password as sign-in takes it; the new one follows the register form's rules. */
const changePasswordFields = z.object({
  currentPassword: loginBodySchema.shape.password,
  newPassword: registerBodySchema.shape.password,
});

export const SAME_PASSWORD_MESSAGE = 'The new password must differ from the current one';

/** A "change" to the password it already is changes nothing: refused on the field. */
const newPasswordDiffers = z.refine<{ currentPassword: string; newPassword: string }>(
  (body) => body.newPassword !== body.currentPassword,
  { message: SAME_PASSWORD_MESSAGE, path: ['newPassword'] },
);

export const changePasswordBodySchema = changePasswordFields.check(newPasswordDiffers);
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The account page's password form: the call's body plus a confirmation checked on the client. */
export const changePasswordFormSchema = z
  .extend(changePasswordFields, {
    confirmPassword: z.string().check(z.minLength(1, 'Please confirm your new password')),
  })
  .check(
    newPasswordDiffers,
    z.refine((form) => form.newPassword === form.confirmPassword, {
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    }),
  );
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** The account page's calls (issue 32, item 3): extensions of the mock provider. */
export const accountCalls = {
  changeName: defineCall({
    method: 'POST',
    path: '/api/account/name',
    summary: "Change the signed-in user's display name; answers the user",
    scope: 'extension',
    auth: true,
    body: changeNameBodySchema,
    responses: { 200: userSchema, 400: errorBodySchema, 401: errorBodySchema },
  }),
  changePassword: defineCall({
    method: 'POST',
    path: '/api/account/password',
    summary: "Change the signed-in user's password; the current one is required",
    description:
      'A wrong current password is refused with 400 and `WRONG_PASSWORD` (not 401: the session ' +
      'itself is fine); an account without a password (`hasPassword: false`, made by Google ' +
      'sign-in) with 409 and `PASSWORD_NOT_SET`. Other sessions keep working; "sign out ' +
      'everywhere" ends them.',
    scope: 'extension',
    auth: true,
    body: changePasswordBodySchema,
    responses: {
      200: messageSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      409: errorBodySchema,
    },
  }),
  signOutEverywhere: defineCall({
    method: 'POST',
    path: '/api/account/sign-out-everywhere',
    summary: 'End every session of the signed-in user, this one included',
    scope: 'extension',
    auth: true,
    body: z.object({}),
    responses: { 200: messageSchema, 401: errorBodySchema },
  }),
} as const;
