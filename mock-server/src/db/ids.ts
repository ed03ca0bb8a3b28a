import { randomBytes } from 'node:crypto';

/** A new 24-hex-character record id, the shape the provider's ids have. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** A key that opens a private item's media files: unguessable, new each time it turns private. */
export function newMediaKey(): string {
  return randomBytes(16).toString('base64url');
}
