// lib/api: talking to the provider: where it is, requests and their errors, XSRF, retries.

/**
 * The first page's contracts (first-page-contracts.ts), loaded once, by the first call that needs
 * one: the page itself carries no schema (docs/decisions/0448).
 */
export const firstPageContracts = () => import('./first-page-contracts');
