import { useSyncExternalStore } from 'react';
import { hasInProgress, IN_PROGRESS_KEY } from '../../../lib/playback/in-progress-check';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === IN_PROGRESS_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * Whether this browser is part way through something. False on the server and in the render that
 * hydrates it (what is in progress is this browser's alone), the stored answer right after: the
 * server's page and the first render in the browser agree.
 */
export function useHasInProgress(): boolean {
  return useSyncExternalStore(subscribe, hasInProgress, () => false);
}
