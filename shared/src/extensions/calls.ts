import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';

/**
 * The features the provider offers beyond the specification. Names the client does not know are
 * ignored, so a provider may offer features of a newer client.
 */
export const extensionsSchema = z.object({ extensions: z.array(z.string()) });
export type Extensions = z.infer<typeof extensionsSchema>;

export const extensionCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/extensions',
    summary: 'The extension features this provider offers',
    description:
      'A provider without this call offers no extension feature: clients hide them all (a 404, 405 or 501 here means none).',
    scope: 'extension',
    responses: { 200: extensionsSchema },
  }),
} as const;
