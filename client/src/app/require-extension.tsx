import type { ExtensionFeature } from '@inkreel/shared';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { useExtensionState } from '../lib/api/extensions';

/**
 * A page of an extension feature (creator pages, following, notifications): against a provider
 * that does not offer it the path is no page, and goes home as any unknown path does
 * (docs/product.md section 2's last row).
 */
export function RequireExtension({
  feature,
  children,
}: {
  feature: ExtensionFeature;
  children: ReactNode;
}) {
  const offered = useExtensionState(feature);
  if (offered === undefined) return <Spinner label="Loading page" />;
  if (!offered) return <Navigate to="/" replace />;
  return children;
}
