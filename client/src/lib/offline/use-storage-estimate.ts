// lib/offline: items saved for offline use: the cache, its index and the storage estimate.
import { useEffect, useState } from 'react';
import { storageManager } from './storage-manager';

export interface StorageEstimate {
  usage: number;
  quota: number;
}

/** navigator.storage.estimate(), refreshed whenever `version` changes; null where unsupported. */
export function useStorageEstimate(version: unknown): StorageEstimate | null {
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  useEffect(() => {
    let active = true;
    storageManager()
      ?.estimate?.()
      .then(({ usage, quota }) => {
        if (active && usage !== undefined && quota !== undefined) setEstimate({ usage, quota });
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [version]);
  return estimate;
}
