// lib/offline: items saved for offline use: the cache, its index and the storage estimate.
/**
 * navigator.storage where the browser has it. lib.dom declares it and its methods always there,
 * but it is missing outside secure contexts (plain http to a LAN address), in older browsers and
 * in jsdom, so its callers check each step.
 */
export function storageManager(): Partial<StorageManager> | undefined {
  const nav: { storage?: Partial<StorageManager> } = navigator;
  return nav.storage;
}
