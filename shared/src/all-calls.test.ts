import { describe, expect, it } from 'vitest';
import { allCalls } from './all-calls.js';

/** Every call of docs/product.md section 7, both readings of the plans path included. */
const SPEC_CALLS = [
  'GET /api/auth/status',
  'POST /api/auth/login',
  'POST /api/auth/register',
  'GET /api/auth/register/verify/:token',
  'POST /api/auth/register/resend-verification',
  'POST /api/auth/logout',
  'GET /api/wallet/balance',
  'POST /api/wallet/deposit',
  'GET /api/wallet/verify/:paymentId',
  'GET /api/videos/featured',
  'GET /api/videos/featured/all',
  'GET /api/videos',
  'GET /api/videos/:id',
  'GET /api/videos/recommendations/:id',
  'GET /api/videos/thumbnail/:id',
  'GET /api/audios/random',
  'GET /api/audios/:id',
  'GET /api/audios/recommendations/:id',
  'GET /api/books/random',
  'GET /api/books/cover/:id',
  'GET /api/books/read/:id',
  // "Media files are served from /api followed by videoUrl, audioUrl or artworkUrl": on this
  // provider those URLs start with /media/videos/, /media/audios/ and /media/artwork/.
  'GET /api/media/videos/:file',
  'GET /api/media/audios/:file',
  'GET /api/media/artwork/:file',
  'GET /api/content/check-balance/:contentType',
  'POST /api/videos/upload',
  'POST /api/audios/upload',
  'POST /api/books/upload',
  'POST /api/poems',
  'POST /api/stories',
  'GET /api/subscriptions/plans',
  'GET /api/subscription/plans',
  'POST /api/subscriptions/subscribe',
  'GET /api/subscription/verify',
];

describe('the registry of calls', () => {
  const key = (c: { method: string; path: string }) => `${c.method} ${c.path}`;

  // A new call that docs/product.md does not list fails here until it says `scope: 'extension'` (or 'dev').
  it('holds every call of docs/product.md section 7, unmarked', () => {
    const spec = allCalls
      .filter((e) => (e.call.scope ?? 'spec') === 'spec')
      .map((e) => key(e.call));
    expect(spec.sort()).toEqual([...SPEC_CALLS].sort());
  });

  it('has unique ids and unique method and path pairs', () => {
    expect(new Set(allCalls.map((e) => e.id)).size).toBe(allCalls.length);
    expect(new Set(allCalls.map((e) => key(e.call))).size).toBe(allCalls.length);
  });

  it('keeps dev routes out of /api', () => {
    for (const { id, call } of allCalls.filter((e) => e.call.scope === 'dev'))
      expect(call.path.startsWith('/__dev/'), id).toBe(true);
  });
});
