import * as z from 'zod/mini';

export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MAX_LENGTH = 200;

export const EMAIL_MAX_LENGTH = 254;

/**
 * The e-mail rule, one for the provider and its document: zod's own address pattern
 * (`z.regexes.email`, what `z.email()` checks), at most 254 characters, nothing trimmed. The
 * document states the pattern itself and no `format: email`, which validators read differently
 * (some take `0@com`, which this refuses).
 */
export const emailSchema = z
  .string()
  .check(
    z.minLength(1, { error: 'Email is required', abort: true }),
    z.regex(z.regexes.email, 'Enter a valid email address'),
    z.maxLength(EMAIL_MAX_LENGTH, 'Email is too long'),
  )
  .register(z.globalRegistry, {
    description: 'An e-mail address, taken as sent: the pattern is the whole rule.',
  });

/** What a person types in a form: trimmed first, then the same rule. */
const typedEmail = z.pipe(z.string().check(z.trim()), emailSchema);

export const loginBodySchema = z.object({
  email: emailSchema,
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

/** The sign-in form: the call's body, the address trimmed as typed. */
export const loginFormSchema = z.extend(loginBodySchema, { email: typedEmail });

export const registerBodySchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Name is required'),
      z.maxLength(NAME_MAX_LENGTH, 'Name is too long'),
    ),
  email: emailSchema,
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

/**
 * The register screen's form: the call's body, the address trimmed as typed, plus a confirmation
 * checked on the client only.
 */
export const registerFormSchema = z
  .extend(registerBodySchema, {
    email: typedEmail,
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
  email: emailSchema,
});
export type ResendVerificationBody = z.infer<typeof resendVerificationBodySchema>;
