import * as z from 'zod/mini';

/**
 * The mock provider's fault scenarios (mock-only, for development and tests). One is active at a
 * time; `normal` is the happy path. The descriptions are what /__dev/scenarios and the panel show.
 */
export const SCENARIOS = [
  { name: 'normal', description: 'Everything works: the happy path.' },
  {
    name: 'slow-network',
    description:
      'Every API reply waits 1–3 s; uploads and media move at about 256 KB/s; video processing takes three times as long.',
  },
  {
    name: 'flaky',
    description:
      'About 1 API call in 5 fails with a 503 or a dropped connection, before any state changes.',
  },
  {
    name: 'insufficient-funds',
    description:
      'The wallet reads as empty: the balance check answers 402 and paid uploads 403, with requiredAmount.',
  },
  {
    name: 'payment-declined',
    description: 'Pay on the checkout page declines the payment; nothing is credited.',
  },
  {
    name: 'processing-fails',
    description:
      'Video processing fails at a step; the upload is refunded and uploadError is sent.',
  },
  { name: 'realtime-down', description: 'socket.io refuses every connection.' },
  {
    name: 'spec-only',
    description:
      'Only the specification’s calls: every extension call answers 404, as a provider without them would.',
  },
  { name: 'session-expired', description: 'Every bearer token is refused with 401.' },
  {
    name: 'identity-provider-down',
    description:
      "The stand-in identity provider's token endpoint fails: Continue with Google ends on Sign In with a message.",
  },
] as const;

export type ScenarioName = (typeof SCENARIOS)[number]['name'];

const names = SCENARIOS.map((s) => s.name) as [ScenarioName, ...ScenarioName[]];

export const scenarioNameSchema = z.enum(names, {
  error: (issue) => `Unknown scenario ${JSON.stringify(issue.input)}; known: ${names.join(', ')}`,
});

export const isScenarioName = (value: unknown): value is ScenarioName =>
  scenarioNameSchema.safeParse(value).success;
