import { PRODUCT_NAME } from '../lib/api/config';
import { useAuth } from '../lib/session/auth-context';
import { useProviderUnreachable } from '../lib/session/provider-reach';
import '../pwa/pwa.css';

/**
 * Shown while a signed-in session is kept although the provider did not answer its status check
 * (issue 32, item 5); beside the offline banner when the browser also knows it is offline. The
 * session is checked again with backoff and when the connection returns (auth-context.tsx).
 */
export function ProviderBanner() {
  const { user } = useAuth();
  const unreachable = useProviderUnreachable();
  if (!user || !unreachable) return null;
  return (
    <div className="offline-banner" role="status">
      {PRODUCT_NAME} cannot be reached right now. You are still signed in; uploads and deposits will
      be back once it answers.
    </div>
  );
}
