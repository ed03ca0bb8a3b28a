import { lazy, Suspense, type ReactNode } from 'react';
import type { SavedKind } from '../../lib/offline/saved-index';
import { useOnlineStatus } from '../../lib/use-online-status';
import './offline-feed.css';

// Shown only with the network gone: not part of what every online visit downloads.
const SavedItemsShelf = lazy(async () => ({
  default: (await import('./saved-items-shelf')).SavedItemsShelf,
}));

/** A feed page while online; the saved items instead of an empty or failing feed while offline. */
export function OnlineOrSaved({ kind, children }: { kind?: SavedKind; children: ReactNode }) {
  const online = useOnlineStatus();
  return online ? (
    children
  ) : (
    <Suspense fallback={null}>
      <SavedItemsShelf kind={kind} />
    </Suspense>
  );
}

/** "You are offline" beside an action that needs the provider; nothing while online. */
export function OfflineReason({ id }: { id?: string }) {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <p id={id} className="offline-reason" role="status">
      You are offline
    </p>
  );
}
