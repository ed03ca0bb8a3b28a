// lib/api: talking to the provider: where it is, requests and their errors, XSRF, retries.

/**
 * The one SWR key of the balance, shared by the navigation bar, the wallet page and the upload
 * page: GET /api/wallet/balance's URL (use-balance.test.ts holds it to the contract, which loads
 * with the first fetch, 0448).
 */
export const BALANCE_KEY = '/api/wallet/balance';
