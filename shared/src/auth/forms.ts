import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MAX_LENGTH = 200;

const email = z.email('Enter a valid email address').max(254, 'Email is too long');

export const loginBodySchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(email),
  password: z
    .string()
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(NAME_MAX_LENGTH, 'Name is too long'),
  email: z.string().trim().min(1, 'Email is required').pipe(email),
  password: z
    .string()
    .min(1, 'Password is required')
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** The register screen's form: the call's body plus a confirmation checked on the client only. */
export const registerFormSchema = registerBodySchema
  .extend({ confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const resendVerificationBodySchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(email),
});
export type ResendVerificationBody = z.infer<typeof resendVerificationBodySchema>;
