/**
 * What other people's code prints during the tests that says nothing about ours, each line with
 * why. The unit tests' console guard (scripts/vitest/console-guard.ts) and the journeys' servers
 * (client/e2e/support/servers.ts) drop these and show everything else (docs/testing.md,
 * "Expected errors and warnings"). Add to it only what no change of ours can turn off.
 */
const nodeMajor = Number(process.versions.node.split('.')[0]);

export const KNOWN_NOISE: readonly { pattern: RegExp; why: string }[] = [
  // Below Node 22 (this project supports 22.13 and newer; CI and production run 24),
  // oidc-provider says so when the stand-in identity provider is first loaded. True there, and
  // printed on no supported runtime, so it is no news on a developer's older Node.
  ...(nodeMajor < 22
    ? [
        {
          pattern: /oidc-provider WARNING: Unsupported runtime/,
          why: 'an older Node than the project supports says so',
        },
      ]
    : []),
];

/** True when `text` (one logged message) is one of KNOWN_NOISE. */
export function isKnownNoise(text: string): boolean {
  return KNOWN_NOISE.some(({ pattern }) => pattern.test(text));
}
