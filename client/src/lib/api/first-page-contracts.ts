// lib/api: talking to the provider: where it is, requests and their errors, XSRF, retries.
//
// The contracts of the calls the first page's own code makes (the session's, the balance's and the
// home page's reads), and the extension check's and the video, music and book pages' reads
// (decision 0452). That code imports them through `firstPageContracts()`, so they, their schemas and zod
// load with the first such call instead of with the page (docs/decisions/0448).
export {
  audioCalls,
  authCalls,
  bookCalls,
  extensionCalls,
  videoCalls,
  walletCalls,
  writingCalls,
} from '@inkreel/shared';
