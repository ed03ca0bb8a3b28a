import { lazy, Suspense } from 'react';
import { useExtension } from '../../lib/api/extensions';
import './comments.css';

// Each section shows only once it has something in it, so neither is needed at first paint: their
// code (the calls, the rows, the contracts) loads after the page's (decision 0430).
const HeldQueue = lazy(async () => ({ default: (await import('./held-queue')).HeldQueue }));
const BlockedList = lazy(async () => ({ default: (await import('./blocked-list')).BlockedList }));

/**
 * On My uploads, for a provider with comments: the comments waiting for the uploader's approval,
 * and the accounts they blocked from commenting (docs/product.md section 10, Comments), each
 * section shown once there is something in it. Nothing against a provider without comments.
 */
export function CommentsModeration({ headingClass }: { headingClass: string }) {
  if (!useExtension('comments')) return null;
  return (
    <Suspense fallback={null}>
      <HeldQueue headingClass={headingClass} />
      <BlockedList headingClass={headingClass} />
    </Suspense>
  );
}
