import { describe, expect, it } from 'vitest';
import { TEST_USER } from '../testing/fetch-mock';
import { authReducer, initialAuthState, type AuthState } from './auth-reducer';

const signedIn: AuthState = {
  ...initialAuthState,
  isLoading: false,
  ready: true,
  user: TEST_USER,
  emailVerified: true,
};

describe('authReducer', () => {
  it('starts loading, with no user (item 1)', () => {
    expect(initialAuthState).toMatchObject({ isLoading: true, ready: false, user: null });
  });

  it('ends loading anonymous without a stored record (item 2)', () => {
    const state = authReducer(initialAuthState, { type: 'restore/anonymous' });
    expect(state).toMatchObject({ isLoading: false, ready: true, user: null });
    // A server-rendered page starts so: the same object, which React re-renders nothing for.
    expect(authReducer(state, { type: 'restore/anonymous' })).toBe(state);
  });

  it('takes the stored user first, then the checked one, or drops it on failure (item 3)', () => {
    const fromStorage = authReducer(initialAuthState, {
      type: 'restore/fromStorage',
      user: TEST_USER,
    });
    expect(fromStorage).toMatchObject({ user: TEST_USER, isLoading: true, ready: false });
    const checked = authReducer(fromStorage, {
      type: 'restore/checked',
      user: { ...TEST_USER, name: 'Ada' },
    });
    expect(checked).toMatchObject({ isLoading: false, ready: true, emailVerified: true });
    expect(checked.user?.name).toBe('Ada');
    const failed = authReducer(fromStorage, { type: 'restore/failed' });
    expect(failed).toMatchObject({ user: null, emailVerified: false, ready: true });
  });

  it('keeps the stored user and shows the app when the check cannot be made offline', () => {
    const fromStorage = authReducer(initialAuthState, {
      type: 'restore/fromStorage',
      user: TEST_USER,
    });
    const offline = authReducer(fromStorage, { type: 'restore/offline' });
    expect(offline).toMatchObject({
      user: TEST_USER,
      emailVerified: true,
      isLoading: false,
      ready: true,
    });
  });

  it('login: pending clears the error, fulfilled follows the verified flag (item 4)', () => {
    const pending = authReducer(
      { ...signedIn, user: null, error: 'old' },
      { type: 'login/pending' },
    );
    expect(pending).toMatchObject({ isLoading: true, error: null });
    const verified = authReducer(pending, { type: 'login/fulfilled', user: TEST_USER });
    expect(verified).toMatchObject({ isLoading: false, emailVerified: true, user: TEST_USER });
    const unverifiedUser = { ...TEST_USER, isEmailVerified: false };
    const unverified = authReducer(pending, { type: 'login/fulfilled', user: unverifiedUser });
    expect(unverified).toMatchObject({ emailVerified: false, user: unverifiedUser });
  });

  it('login rejection keeps the message and sets emailVerified false', () => {
    const state = authReducer(signedIn, { type: 'login/rejected', error: 'Nope' });
    expect(state).toMatchObject({ error: 'Nope', emailVerified: false, isLoading: false });
  });

  it('register sets registrationSuccess, or clears it with the error (item 6)', () => {
    const ok = authReducer(initialAuthState, { type: 'register/fulfilled' });
    expect(ok.registrationSuccess).toBe(true);
    const bad = authReducer(ok, { type: 'register/rejected', error: 'Email taken' });
    expect(bad).toMatchObject({ registrationSuccess: false, error: 'Email taken' });
  });

  it('verification marks a signed-in user verified, or keeps the failure message (item 7)', () => {
    const unverified = { ...signedIn, user: { ...TEST_USER, isEmailVerified: false } };
    const ok = authReducer(unverified, { type: 'verify/fulfilled', message: 'Done' });
    expect(ok).toMatchObject({
      verificationSuccess: true,
      verificationMessage: 'Done',
      emailVerified: true,
    });
    expect(ok.user?.isEmailVerified).toBe(true);
    const anonymous = authReducer(initialAuthState, { type: 'verify/fulfilled', message: 'Done' });
    expect(anonymous.user).toBeNull();
    const failed = authReducer(signedIn, { type: 'verify/rejected', message: 'Expired' });
    expect(failed).toMatchObject({ verificationSuccess: false, verificationMessage: 'Expired' });
  });

  it('logout clears user and emailVerified (item 9)', () => {
    const state = authReducer(signedIn, { type: 'logout' });
    expect(state).toMatchObject({ user: null, emailVerified: false });
  });

  it('clearMessages resets the error, registration and verification flags (item 10)', () => {
    const state = authReducer(
      {
        ...signedIn,
        error: 'x',
        registrationSuccess: true,
        verificationSuccess: true,
        verificationMessage: 'y',
      },
      { type: 'clearMessages' },
    );
    expect(state).toMatchObject({
      error: null,
      registrationSuccess: false,
      verificationSuccess: false,
      verificationMessage: null,
      user: TEST_USER,
    });
  });
});
