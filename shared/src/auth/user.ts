import * as z from 'zod/mini';
import { idSchema, isoDateSchema } from '../common/primitives.js';

export const activeSubscriptionSchema = z.object({
  planId: z.string(),
  planName: z.string(),
  status: z.literal('active'),
  startedAt: isoDateSchema,
  currentPeriodEnd: isoDateSchema,
});
export type ActiveSubscription = z.infer<typeof activeSubscriptionSchema>;

/** The user object (docs/product.md section 3 names _id, email, name, isEmailVerified; more is allowed). */
export const userSchema = z.looseObject({
  _id: idSchema,
  email: z.email(),
  name: z.string(),
  isEmailVerified: z.boolean(),
  /**
   * False for an account without a password (made by Google sign-in): it sets one through a
   * mailed link. Absent from a provider that does not say.
   */
  hasPassword: z.optional(z.boolean()),
  subscription: z.optional(z.nullable(activeSubscriptionSchema)),
});
export type User = z.infer<typeof userSchema>;
