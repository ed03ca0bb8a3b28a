import { randomBytes } from 'node:crypto';
import type {
  DbData,
  IdempotencyRecord,
  LedgerEntry,
  PaymentRecord,
  UserRecord,
  VideoRecord,
} from '../../mock-server/src/db/schema.js';
import { emptyData } from '../../mock-server/src/db/schema.js';

const id = () => randomBytes(12).toString('hex');
const DAY = 24 * 60 * 60 * 1000;

/**
 * A store of `total` records, spread like a busy provider's: 25 % videos, 25 % ledger entries,
 * 20 % payments, 20 % idempotency keys (all still within their 24 h), 10 % users. User 0 is the
 * verified account the bench deposits as.
 */
export function growthData(total: number): { data: DbData; userId: string } {
  const data = emptyData();
  const now = Date.now();
  const iso = (t: number) => new Date(t).toISOString();
  const count = (share: number) => Math.max(1, Math.round(total * share));
  const users: UserRecord[] = Array.from({ length: count(0.1) }, (_, i) => ({
    _id: id(),
    email: `user${i}@example.com`,
    name: `User ${i}`,
    passwordHash: 'scrypt$bench',
    isEmailVerified: true,
    createdAt: iso(now - (i % 700) * DAY),
  }));
  data.users = users;
  const userAt = (i: number) => users[i % users.length] as UserRecord;
  data.videos = Array.from({ length: count(0.25) }, (_, i): VideoRecord => ({
    _id: id(),
    title: `Video number ${i} about something`,
    description: `A description of video ${i}, a sentence or two long, as uploads usually have.`,
    tags: ['bench', `tag${i % 50}`],
    views: i * 7,
    createdAt: iso(now - Math.floor(Math.random() * 700 * DAY)),
    videoFile: `videos/${i}.mp4`,
    uploaderId: userAt(i)._id,
    featured: i % 97 === 0,
    duration: 60 + (i % 600),
    status: 'ready',
  }));
  data.ledger = Array.from({ length: count(0.25) }, (_, i): LedgerEntry => ({
    _id: id(),
    userId: userAt(i)._id,
    amountCents: 500 + (i % 1000),
    kind: 'deposit',
    reference: id(),
    createdAt: iso(now - (i % 700) * DAY),
  }));
  data.payments = Array.from({ length: count(0.2) }, (_, i): PaymentRecord => ({
    _id: id(),
    userId: userAt(i)._id,
    kind: 'deposit',
    amountCents: 500,
    status: 'paid',
    createdAt: iso(now - (i % 700) * DAY),
    expiresAt: iso(now - (i % 700) * DAY + DAY),
    settledAt: iso(now - (i % 700) * DAY + 60_000),
  }));
  data.idempotency = Array.from({ length: count(0.2) }, (_, i): IdempotencyRecord => ({
    key: id(),
    userId: userAt(i)._id,
    bodyHash: randomBytes(32).toString('hex'),
    response: {
      checkout_url: `http://localhost:4000/checkout/${id()}`,
      payment_id: id(),
    },
    createdAt: iso(now - 1000),
    expiresAt: iso(now + DAY - 1000),
  }));
  return { data, userId: userAt(0)._id };
}
