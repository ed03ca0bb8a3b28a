import { stopAllPlayback } from '../lib/playback/now-playing';
import { onSignOut } from '../lib/session/sign-out-hooks';

/**
 * What features keep per user in this browser, removed when that user signs out. Loaded on
 * demand: the upload page's chunk stays out of every other page.
 */
export function registerSignOutCleanup(): () => void {
  return onSignOut(async (userId) => {
    // What the signed-out user left playing stops with the session.
    stopAllPlayback();
    const { clearDraft } = await import('../features/upload/drafts/draft-store');
    await clearDraft(userId);
  });
}
