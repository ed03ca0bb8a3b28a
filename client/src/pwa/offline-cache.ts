/**
 * Names shared by the page and the service worker. Saved items live in their own cache, never
 * touched by the worker's expiry, so a download stays until the user removes it.
 */
export const OFFLINE_CACHE = 'inkreel-offline-v1';
export const IMAGE_CACHE = 'inkreel-images-v1';
