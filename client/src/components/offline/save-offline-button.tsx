import { useEffect, useRef, useState } from 'react';
import type { SaveRequest } from '../../lib/offline/save-item';
import type { SavedKind } from '../../lib/offline/saved-index';
import { useSavedUpdating } from '../../lib/offline/saved-updates';
import { useSavedItem } from '../../lib/offline/use-saved-items';
import { useOnlineStatus } from '../../lib/page/use-online-status';
import { Button } from '../ui/button';
import './save-offline.css';

interface SaveOfflineButtonProps {
  kind: SavedKind;
  id: string;
  /**
   * Built when the user asks, so the page passes what it already has (a playlist reads its items'
   * pages first: a promise).
   */
  request: () =>
    | Omit<SaveRequest, 'signal' | 'onProgress'>
    | Promise<Omit<SaveRequest, 'signal' | 'onProgress'>>;
}

type Progress = { received: number; total: number | undefined };

// How an item is saved (the cache, the index, the storage estimate) loads on the first press: a
// detail page's first load carries only the button (decision 0413).
const loadSaving = () => import('../../lib/offline/save-item');

/** "Save offline" → progress with Cancel → "Saved offline" with "Remove download". */
export function SaveOfflineButton({ kind, id, request }: SaveOfflineButtonProps) {
  const saved = useSavedItem(kind, id);
  // A saved playlist catching up with its changes (decision 0433).
  const updating = useSavedUpdating(kind, id);
  const online = useOnlineStatus();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    setError(null);
    controller.current = new AbortController();
    setProgress({ received: 0, total: undefined });
    let saving: Awaited<ReturnType<typeof loadSaving>> | null = null;
    try {
      saving = await loadSaving();
      await saving.saveItem({
        ...(await request()),
        signal: controller.current.signal,
        onProgress: (received, total) => setProgress({ received, total }),
      });
    } catch (caught) {
      const reason = saving && caught instanceof saving.SaveError ? caught : null;
      if (reason?.reason !== 'aborted') setError(reason?.message ?? 'Download failed.');
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  if (saved) {
    return (
      <div className="save-offline">
        <span className="save-offline-state" aria-live="polite">
          {updating ? 'Saved offline · Updating…' : 'Saved offline'}
        </span>
        <Button
          variant="ghost"
          onClick={() => void loadSaving().then(({ removeItem }) => removeItem(kind, id))}
        >
          Remove download
        </Button>
      </div>
    );
  }

  if (progress) {
    const percent =
      progress.total !== undefined
        ? Math.min(100, Math.round((progress.received / progress.total) * 100))
        : undefined;
    return (
      <div className="save-offline">
        <progress
          className="save-offline-progress"
          aria-label="Saving for offline use"
          max={100}
          value={percent}
        />
        <span className="save-offline-state" aria-live="polite">
          {percent !== undefined ? `Saving… ${percent}%` : 'Saving…'}
        </span>
        <Button variant="ghost" onClick={() => controller.current?.abort()}>
          Cancel
        </Button>
      </div>
    );
  }

  return (
    <div className="save-offline">
      <Button
        onClick={() => void start()}
        disabled={!online}
        title={online ? undefined : 'Saving needs a connection'}
      >
        Save offline
      </Button>
      {error && (
        <span className="save-offline-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
