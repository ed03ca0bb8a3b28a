import { describe, expect, it, vi } from 'vitest';
import { onSignOut, runSignOutHooks } from './sign-out-hooks';

describe('sign-out hooks', () => {
  it('runs every registered hook with the user id, until it is removed', async () => {
    const first = vi.fn();
    const second = vi.fn(async () => {});
    const offFirst = onSignOut(first);
    const offSecond = onSignOut(second);
    await runSignOutHooks('u1');
    expect(first).toHaveBeenCalledWith('u1');
    expect(second).toHaveBeenCalledWith('u1');
    offFirst();
    await runSignOutHooks('u2');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    offSecond();
  });

  it('logs a failing hook and still runs the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const after = vi.fn();
    const offBad = onSignOut(() => Promise.reject(new Error('storage gone')));
    const offGood = onSignOut(after);
    await expect(runSignOutHooks('u1')).resolves.toBeUndefined();
    expect(after).toHaveBeenCalledWith('u1');
    expect(warn).toHaveBeenCalled();
    offBad();
    offGood();
    warn.mockRestore();
  });
});
