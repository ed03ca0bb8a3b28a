import { allCalls, type ExtensionFeature } from '@inkreel/shared';

/**
 * The extension features this provider offers: every feature some contract names. The mock
 * implements every call of shared/ (a test mounts each one), so naming a feature in a contract
 * and routing its calls go together.
 */
export function offeredFeatures(): ExtensionFeature[] {
  const features = new Set<ExtensionFeature>();
  for (const { call } of allCalls)
    if (call.scope === 'extension' && call.feature) features.add(call.feature);
  return [...features].sort();
}
