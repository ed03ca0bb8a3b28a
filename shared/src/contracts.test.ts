import { describe, expect, it } from 'vitest';
import {
  authCalls,
  buildUrl,
  checkBalanceResponseSchema,
  errorBodySchema,
  insufficientBalanceBodySchema,
  loginResponseSchema,
  plansResponseSchema,
  registerFormSchema,
  registerResponseSchema,
  uploadCalls,
  uploadProgressEventSchema,
  videoCalls,
  videoPageSchema,
  walletCalls,
  writingBodySchema,
  audioCalls,
} from './index.js';

const user = {
  _id: 'a'.repeat(24),
  email: 'demo@example.com',
  name: 'Demo',
  isEmailVerified: true,
};
const video = {
  _id: 'b'.repeat(24),
  title: 'Sunrise',
  description: 'A sunrise',
  tags: ['sky'],
  views: 12,
  createdAt: '2026-01-01T00:00:00.000Z',
  videoUrl: '/media/videos/sunrise.mp4',
  uploadedBy: { name: 'Ada' },
};

describe('auth contracts', () => {
  it('parses a login reply', () => {
    expect(
      loginResponseSchema.parse({ user, token: 'jwt', tokenExpiry: Date.now() + 1000 }).user.name,
    ).toBe('Demo');
  });

  it('accepts both readings of the register reply', () => {
    expect(registerResponseSchema.safeParse({ message: 'Registered', user }).success).toBe(true);
    expect(registerResponseSchema.safeParse({ message: 'Registered' }).success).toBe(true);
    expect(registerResponseSchema.safeParse(user).success).toBe(true);
    expect(registerResponseSchema.safeParse({ nothing: true }).success).toBe(false);
  });

  it('rejects mismatched passwords with the exact docs/product.md message', () => {
    const result = registerFormSchema.safeParse({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'long-enough',
      confirmPassword: 'different',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    });
  });

  it('names what is wrong with a bad registration body', () => {
    const result = authCalls.register.body.safeParse({
      name: '',
      email: 'not-an-email',
      password: 'short',
    });
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        'Name is required',
        'Enter a valid email address',
        'Password must be at least 8 characters',
      ]),
    );
  });
});

describe('wallet contracts', () => {
  it('accepts a positive amount with up to two decimals', () => {
    expect(walletCalls.deposit.body.safeParse({ amount: 12.5 }).success).toBe(true);
  });

  it.each([[0], [-5], [1.234], [Number.NaN], ['10']])('rejects the amount %s', (amount) => {
    expect(walletCalls.deposit.body.safeParse({ amount }).success).toBe(false);
  });

  it('requires the Idempotency-Key header', () => {
    const result = walletCalls.deposit.headers.safeParse({});
    expect(result.error?.issues[0]?.message).toBe('Idempotency-Key header is required');
  });
});

describe('content contracts', () => {
  it('parses a paged video list and rejects a bad id', () => {
    const page = { videos: [video], pagination: { page: 1, pages: 4, total: 40, limit: 12 } };
    expect(videoPageSchema.parse(page).pagination.pages).toBe(4);
    expect(videoCalls.byId.params.safeParse({ id: 'nope' }).success).toBe(false);
  });

  it('defaults recommendation paging and bounds the limit', () => {
    expect(audioCalls.recommendations.query.parse({})).toEqual({ page: 1, limit: 6 });
    expect(audioCalls.recommendations.query.parse({ page: '2', limit: '3' })).toEqual({
      page: 2,
      limit: 3,
    });
    expect(audioCalls.recommendations.query.safeParse({ limit: '500' }).success).toBe(false);
  });

  it('builds URLs with encoded parameters and queries', () => {
    expect(buildUrl(videoCalls.list, { query: { page: 2 } })).toBe('/api/videos?page=2');
    expect(buildUrl(authCalls.verifyEmail, { params: { token: 'a/b' } })).toBe(
      '/api/auth/register/verify/a%2Fb',
    );
    expect(buildUrl(uploadCalls.video, { query: { socketId: undefined } })).toBe(
      '/api/videos/upload',
    );
    expect(() => buildUrl(videoCalls.byId, {})).toThrow('Missing path parameter "id"');
  });
});

describe('upload contracts', () => {
  it('requires the fields of each type', () => {
    const result = uploadCalls.video.body.safeParse({ title: 'x', description: '', tags: ' , ' });
    const paths = result.error?.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['description', 'tags']));
    expect(
      uploadCalls.audio.body.safeParse({ title: 'x', genre: 'Jazz', artist: 'Me', fileSize: '42' })
        .success,
    ).toBe(true);
  });

  it('tells a missing field from one of the wrong type', () => {
    const missing = writingBodySchema.safeParse({ content: 'C' });
    expect(missing.error?.issues[0]?.message).toBe('Title is required');
    const wrongType = writingBodySchema.safeParse({ title: 5, content: 'C' });
    expect(wrongType.error?.issues[0]?.message).toBe('Title must be text');
    const noTags = uploadCalls.video.body.safeParse({ title: 'T', description: 'D', tags: ' , ' });
    expect(noTags.error?.issues[0]?.message).toBe('Tags are required');
  });

  it('makes tags optional for poems and stories and drops empty entries', () => {
    expect(writingBodySchema.parse({ title: 'T', content: 'C' }).tags).toEqual([]);
    expect(writingBodySchema.parse({ title: 'T', content: 'C', tags: 'a, ,b,' }).tags).toEqual([
      'a',
      'b',
    ]);
    expect(writingBodySchema.safeParse({ title: ' ', content: 'C' }).success).toBe(false);
  });

  it('tells sufficient from insufficient balance replies', () => {
    expect(
      checkBalanceResponseSchema.safeParse({ sufficient: true, requiredAmount: 10, balance: 20 })
        .success,
    ).toBe(true);
    const body = {
      code: 'INSUFFICIENT_BALANCE',
      message: 'Not enough',
      requiredAmount: 10,
      balance: 2,
    };
    expect(insufficientBalanceBodySchema.parse(body).requiredAmount).toBe(10);
    expect(insufficientBalanceBodySchema.safeParse({ ...body, code: 'NOT_FOUND' }).success).toBe(
      false,
    );
  });

  it('parses both kinds of progress event', () => {
    expect(uploadProgressEventSchema.safeParse({ uploadedBytes: 5, totalBytes: 10 }).success).toBe(
      true,
    );
    expect(uploadProgressEventSchema.safeParse({ progress: 50 }).success).toBe(true);
    expect(uploadProgressEventSchema.safeParse({ progress: 150 }).success).toBe(false);
  });
});

describe('error body and subscriptions', () => {
  it('keeps details beside code and message, and rejects unknown codes', () => {
    const body = errorBodySchema.parse({
      code: 'USER_NOT_FOUND',
      message: 'User not found',
      error: 'User not found',
    });
    expect(body.error).toBe('User not found');
    expect(errorBodySchema.safeParse({ code: 'SOMETHING', message: 'x' }).success).toBe(false);
  });

  it('reads plans as a map', () => {
    const plan = {
      id: 'monthly',
      name: 'Monthly',
      price: 9.99,
      currency: 'credits',
      interval: 'month',
      features: [],
    };
    expect(plansResponseSchema.parse({ monthly: plan }).monthly?.interval).toBe('month');
  });
});
