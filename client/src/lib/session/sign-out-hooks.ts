// lib/session: the signed-in user: auth context, stored session, auth calls and status checks.
/**
 * Work to do when a user signs out, registered by whoever keeps something per user (the upload
 * drafts). The session knows nothing of them: lib/ imports no feature, the app wires them in.
 */
export type SignOutHook = (userId: string) => void | Promise<void>;

const hooks = new Set<SignOutHook>();

/** Registers `hook`; returns a function that removes it again. */
export function onSignOut(hook: SignOutHook): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

/** Runs every hook for `userId`; one that fails is logged and never stops the sign-out. */
export async function runSignOutHooks(userId: string): Promise<void> {
  await Promise.all(
    [...hooks].map(async (hook) => {
      try {
        await hook(userId);
      } catch (error) {
        console.warn('A sign-out clean-up failed', error);
      }
    }),
  );
}
