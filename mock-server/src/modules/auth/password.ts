import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

/**
 * log2 of scrypt's N for new hashes. OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1.
 * Tests and journeys set a lower PASSWORD_HASH_COST (env.ts); every hash names its own N, so one
 * made at any cost verifies under every setting.
 */
export const DEFAULT_PASSWORD_HASH_COST = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const { N = 0, r = R } = options;
  // scrypt needs about 128·N·r bytes; Node refuses more than 32 MiB unless told.
  const maxmem = 256 * N * r;
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, KEY_LENGTH, { ...options, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` with base64 salt and hash. */
export async function hashPassword(
  password: string,
  cost: number = DEFAULT_PASSWORD_HASH_COST,
): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** cost;
  const key = await scrypt(password, salt, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
