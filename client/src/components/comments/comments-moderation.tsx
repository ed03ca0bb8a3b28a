import { useExtension } from '../../lib/api/extensions';
import { BlockedList } from './blocked-list';
import { HeldQueue } from './held-queue';
import './comments.css';

/**
 * On My uploads, for a provider with comments: the comments waiting for the uploader's approval,
 * and the accounts they blocked from commenting (docs/product.md section 10, Comments), each
 * section shown once there is something in it. Nothing against a provider without comments.
 */
export function CommentsModeration({ headingClass }: { headingClass: string }) {
  if (!useExtension('comments')) return null;
  return (
    <>
      <HeldQueue headingClass={headingClass} />
      <BlockedList headingClass={headingClass} />
    </>
  );
}
