// lib/session: the signed-in user: auth context, stored session, auth calls and status checks.

/** Exact texts of docs/product.md sections 4 and 8 used by the session screens. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  registrationSuccess: 'Registration successful! Verification email sent.',
  /** Not in docs/product.md: a failed registration whose reply carried no message. */
  registrationFailed: 'Registration failed',
  resendFailedState: 'Failed to resend verification email',
  resendFailedPage: 'Failed to send verification email. Please try again later.',
  resendSuccess: 'Verification email resent successfully',
  alreadyVerified: 'Your email is already verified. Please try logging in again.',
  userNotFound: 'User not found. Please register again.',
  verificationFailed: 'We could not verify your email. The link may have expired or is invalid.',
  /** Not in docs/product.md: shown on /login after the provider refused the stored session (401). */
  sessionExpired: 'Your session has expired. Please sign in again.',
  /** Not in docs/product.md: /login after "Sign out of all devices" (issue 51, item 7). */
  signedOutEverywhere: 'You have been signed out of all devices. Sign in again to continue.',
  /** Not in docs/product.md: a verification link opened again once its account is verified. */
  alreadyVerifiedLink: 'This email address is already verified. You can sign in to your account.',
  verificationSucceeded:
    'Your email has been successfully verified. You can now log in to your account.',
} as const;

/** Delays of docs/product.md section 9, in milliseconds. */
export const REDIRECT_AFTER_REGISTER_MS = 2000;
export const REDIRECT_AFTER_RESEND_ERROR_MS = 3000;
export const RESEND_COOLDOWN_SECONDS = 60;

/** The router state /login gets after "Sign out of all devices", so it can say that it worked. */
export const SIGNED_OUT_EVERYWHERE_STATE = { signedOutEverywhere: true } as const;

/** Whether /login was reached from "Sign out of all devices" (its router state). */
export const cameFromSignOutEverywhere = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'signedOutEverywhere' in state;
