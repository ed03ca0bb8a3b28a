import { lazy, Suspense, type ReactNode } from 'react';
import { PRODUCT_NAME } from '../../lib/api/config';
import type { SavedKind } from '../../lib/offline/saved-index';
import { useProviderUnreachable } from '../../lib/session/provider-reach';
import { useOnlineStatus } from '../../lib/page/use-online-status';
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

/**
 * Why an action that needs the provider is disabled: "You are offline", or the provider not
 * answering the session's check (issue 32, item 5); nothing while both are fine.
 */
export function OfflineReason({ id }: { id?: string }) {
  const online = useOnlineStatus();
  const unreachable = useProviderUnreachable();
  if (online && !unreachable) return null;
  return (
    <p id={id} className="offline-reason" role="status">
      {online ? `${PRODUCT_NAME} cannot be reached` : 'You are offline'}
    </p>
  );
}
