import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CommentsModeration } from '../../../components/comments/comments-moderation';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api/api-client';
import { useExtensionState } from '../../../lib/api/extensions';
import { useAuth } from '../../../lib/session/auth-context';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { useMyUploads, type MyUploadsOutcome } from '../api/use-my-uploads';
import { BrowserUploads } from '../components/browser-uploads';
import { ManagedUploads } from '../components/managed-uploads';
import { ProviderUploads, uploadCount } from '../components/provider-uploads';
import './my-uploads-page.css';

function Nothing() {
  return (
    <div className="card my-uploads-empty">
      <p>You have not uploaded anything yet.</p>
      <Link to="/upload" className="btn btn-primary">
        Upload your first work
      </Link>
    </div>
  );
}

function Outcome({ outcome, accountId }: { outcome: MyUploadsOutcome; accountId: string }) {
  // A provider with the manage feature: each upload with its controls (docs/product.md section 10).
  const manage = useExtensionState('manage');
  if (outcome.source === 'provider') {
    const empty = uploadCount(outcome.uploads) === 0;
    // With the manage feature the list stays mounted when its last upload is deleted: what the
    // deletion did is said there.
    if (manage)
      return <ManagedUploads uploads={outcome.uploads} accountId={accountId} empty={<Nothing />} />;
    if (empty) return <Nothing />;
    if (manage === undefined) return <Spinner label="Loading your uploads" />;
    return <ProviderUploads uploads={outcome.uploads} />;
  }
  return (
    <>
      <p className="my-uploads-notice" role="note">
        This provider does not list your uploads, so this page shows what you published from this
        browser.
      </p>
      {outcome.records.length === 0 ? <Nothing /> : <BrowserUploads records={outcome.records} />}
    </>
  );
}

/** What went wrong, in words a user can act on: the connection, or the provider. */
const failureText = (error: Error) =>
  error instanceof ApiError && !error.isNetworkError
    ? 'The provider could not list your uploads just now. Try again in a moment.'
    : 'Check your connection and try again.';

/** Not in docs/product.md: a creator's own uploads (GET /api/uploads/mine, or this browser's record). */
export function MyUploadsPage() {
  usePageTitle('My uploads');
  const { user } = useAuth();
  const { data, error, isLoading, isValidating, mutate } = useMyUploads(user);
  const title = useRef<HTMLHeadingElement>(null);
  const retrying = useRef(false);

  // After "Try again" the button goes with the error: the focus goes to the page's title.
  useEffect(() => {
    if (!data || !retrying.current) return;
    retrying.current = false;
    title.current?.focus();
  }, [data]);
  // A retry that failed again leaves the button (and the focus on it) where it was.
  useEffect(() => {
    if (error) retrying.current = false;
  }, [error]);

  const retry = () => {
    if (isValidating) return;
    retrying.current = true;
    void mutate();
  };

  return (
    <section className="my-uploads-page" aria-labelledby="my-uploads-title">
      <div className="my-uploads-header">
        <div>
          <h1 id="my-uploads-title" ref={title} tabIndex={-1} className="page-title">
            My uploads
          </h1>
          <p className="page-subtitle">Everything you have uploaded and published.</p>
        </div>
        <Link to="/upload" className="btn btn-ghost">
          Upload something new
        </Link>
      </div>
      {error && !data ? (
        <div className="card my-uploads-error" role="alert">
          <p>Your uploads could not be loaded. {failureText(error)}</p>
          {/* aria-disabled, not disabled: a disabled button would drop the focus it holds. */}
          <button
            type="button"
            className="btn btn-primary"
            onClick={retry}
            aria-disabled={isValidating}
          >
            {isValidating ? 'Trying again…' : 'Try again'}
          </button>
        </div>
      ) : isLoading ? (
        <Spinner label="Loading your uploads" />
      ) : null}
      {data ? <Outcome outcome={data} accountId={user?._id ?? ''} /> : null}
      {/* Comments on the uploads (an extension): those awaiting approval, and who is blocked. */}
      {data ? <CommentsModeration headingClass="my-uploads-heading" /> : null}
    </section>
  );
}
