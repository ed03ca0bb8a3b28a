import * as z from 'zod/mini';

export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MAX_LENGTH = 200;

const email = z.email('Enter a valid email address').check(z.maxLength(254, 'Email is too long'));

/** Trimmed, then required, then an e-mail address. */
const emailField = z
  .pipe(z.string().check(z.trim(), z.minLength(1, 'Email is required')), email)
  // The document shows a pipe's input side (any string): it must say what the server accepts.
  .register(z.globalRegistry, {
    override: { type: 'string', format: 'email', minLength: 1, maxLength: 254 },
  });

export const loginBodySchema = z.object({
  email: emailField,
  password: z
    .string()
    .check(
      z.minLength(1, 'Password is required'),
      z.maxLength(
        PASSWORD_MAX_LENGTH,
        `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
      ),
    ),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Name is required'),
      z.maxLength(NAME_MAX_LENGTH, 'Name is too long'),
    ),
  email: emailField,
  password: z
    .string()
    .check(
      z.minLength(1, 'Password is required'),
      z.minLength(
        PASSWORD_MIN_LENGTH,
        `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
      ),
      z.maxLength(
        PASSWORD_MAX_LENGTH,
        `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
      ),
    ),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** The register screen's form: the call's body plus a confirmation checked on the client only. */
export const registerFormSchema = z
  .extend(registerBodySchema, {
    confirmPassword: z.string().check(z.minLength(1, 'Please confirm your password')),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    }),
  );
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const resendVerificationBodySchema = z.object({
  email: emailField,
});
export type ResendVerificationBody = z.infer<typeof resendVerificationBodySchema>;
