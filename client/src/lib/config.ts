/**
 * The provider's origin. Empty (the default) means same origin: the Vite dev and preview servers
 * proxy /api and /socket.io to the mock provider. Set VITE_API_BASE_URL to use a real provider.
 */
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');

export const PRODUCT_NAME = 'Inkreel';
