// The reading calls' contracts, loaded by the first call a signed-in reader's place makes: a
// visitor's reader carries no schema (docs/decisions/0453).
export { readingCalls } from '@inkreel/shared';
