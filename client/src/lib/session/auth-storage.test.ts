import { describe, expect, it } from 'vitest';
import { isStoredAuth, readStoredAuth } from './auth-storage';

const user = { _id: 'u1', email: 'ada@example.com', name: 'Ada', isEmailVerified: true };

describe('isStoredAuth', () => {
  it('takes a record this version writes, with or without expiry and extra fields', () => {
    expect(isStoredAuth({ user, token: 't' })).toBe(true);
    expect(
      isStoredAuth({
        user: { ...user, hasPassword: false, subscription: null, avatar: 'x' },
        token: 't',
        tokenExpiry: 1_900_000_000_000,
      }),
    ).toBe(true);
  });

  it.each([
    ['no user', { token: 't' }],
    ['an empty token', { user, token: '' }],
    ['a user without its id', { user: { ...user, _id: '' }, token: 't' }],
    ['a verified flag as text', { user: { ...user, isEmailVerified: 'yes' }, token: 't' }],
    ['an expiry as text', { user, token: 't', tokenExpiry: 'tomorrow' }],
    [
      'a subscription that is not an object',
      { user: { ...user, subscription: 'pro' }, token: 't' },
    ],
    ['an array', [user]],
  ])('refuses %s', (_what, value) => {
    expect(isStoredAuth(value)).toBe(false);
  });
});

describe('readStoredAuth', () => {
  it('reads what was stored, and null for a record of another shape', () => {
    localStorage.setItem('auth_data', JSON.stringify({ user, token: 't' }));
    expect(readStoredAuth()).toEqual({ user, token: 't' });
    localStorage.setItem('auth_data', JSON.stringify({ user: { name: 'Ada' }, token: 't' }));
    expect(readStoredAuth()).toBeNull();
    localStorage.removeItem('auth_data');
  });
});
