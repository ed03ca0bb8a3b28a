/**
 * What other people's code prints during the tests that says nothing about ours, each line with
 * why. The unit tests' console guard (scripts/vitest/console-guard.ts) and the journeys' servers
 * (client/e2e/support/servers.ts) drop these and show everything else (docs/testing.md,
 * "Expected errors and warnings"). Add to it only what no change of ours can turn off.
 */
export const KNOWN_NOISE: readonly { pattern: RegExp; why: string }[] = [
  {
    // mock-server/src/modules/identity/identity-provider.ts: the stand-in for Google keeps its
    // sessions and codes in memory on purpose (a mock, started fresh with its data), and
    // oidc-provider does not export its in-memory adapter for us to pass explicitly.
    pattern: /oidc-provider WARNING: a quick start development-only in-memory adapter is used/,
    why: 'the stand-in identity provider keeps its state in memory by design',
  },
];

/** True when `text` (one logged message) is one of KNOWN_NOISE. */
export function isKnownNoise(text: string): boolean {
  return KNOWN_NOISE.some(({ pattern }) => pattern.test(text));
}
