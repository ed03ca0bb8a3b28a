import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useVerification } from './use-verification';

// The flow's code does not arrive, as when the network goes away before its first call.
vi.mock('./verification-flow', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('useVerification when its code cannot be loaded', () => {
  it('answers each call as a failed one, so the page can say why', async () => {
    const dispatch = vi.fn();
    const { result } = renderHook(() => useVerification(dispatch));
    const registered = await result.current.register({
      name: 'Ann Lee',
      email: 'ann@example.com',
      password: 'a-long-password',
    });
    expect(registered.ok).toBe(false);
    expect(await result.current.resendVerification('ann@example.com')).toMatchObject({
      ok: false,
    });
    // No message of its own: the verify page shows its failure text.
    expect(await result.current.verifyEmail('token')).toEqual({ verified: false, message: '' });
  });
});
