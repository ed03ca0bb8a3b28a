import type { User } from '@inkreel/shared';
import type { UserRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { activeSubscriptionOf } from '../subscription/subscription.service.js';

/**
 * The user object every reply carries. Fields are picked one by one so a secret added to the
 * record later (password hash, token hashes) can never leak by default.
 */
export function toUserReply(store: Store, user: UserRecord): User {
  return {
    _id: user._id,
    email: user.email,
    name: user.name,
    isEmailVerified: user.isEmailVerified,
    hasPassword: user.passwordHash !== undefined,
    createdAt: user.createdAt,
    subscription: activeSubscriptionOf(store, user._id),
  };
}

export { normalizeEmail } from '../../db/indexes.js';
