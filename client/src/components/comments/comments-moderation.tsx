import { useExtension } from '../../lib/api/extensions';
import { BlockedList } from './blocked-list';
import { HeldQueue } from './held-queue';
import './comments.css';

/**
 * On My uploads, for a provider with comments: the comments waiting for the uploader's approval,
 * and the accounts they blocked from commenting (docs/product.md section 10, Comments). Nothing
 * against a provider without comments.
 */
export function CommentsModeration({ headingClass }: { headingClass: string }) {
  if (!useExtension('comments')) return null;
  return (
    <>
      <section className="comments-moderation" aria-labelledby="held-comments-title">
        <h2 id="held-comments-title" className={headingClass}>
          Comments awaiting approval
        </h2>
        <HeldQueue />
      </section>
      <section className="comments-moderation" aria-labelledby="blocked-commenters-title">
        <h2 id="blocked-commenters-title" className={headingClass}>
          Blocked from commenting
        </h2>
        <BlockedList />
      </section>
    </>
  );
}
