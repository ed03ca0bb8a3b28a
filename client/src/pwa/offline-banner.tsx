import { useOnlineStatus } from '../lib/page/use-online-status';
import './pwa.css';

/** Shown while the network is gone; saved items keep working (see /downloads). */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      You are offline. Saved videos, tracks and books still work.
    </div>
  );
}
