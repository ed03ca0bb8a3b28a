import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/session/auth-context';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyUploads, type MyUploadsOutcome } from '../api/use-my-uploads';
import { BrowserUploads } from '../components/browser-uploads';
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

function Outcome({ outcome }: { outcome: MyUploadsOutcome }) {
  if (outcome.source === 'provider') {
    return uploadCount(outcome.uploads) === 0 ? (
      <Nothing />
    ) : (
      <ProviderUploads uploads={outcome.uploads} />
    );
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

/** Not in SPEC.md: a creator's own uploads (GET /api/uploads/mine, or this browser's record). */
export function MyUploadsPage() {
  usePageTitle('My uploads');
  const { user } = useAuth();
  const { data, error, isLoading, mutate } = useMyUploads(user);

  return (
    <section className="my-uploads-page" aria-labelledby="my-uploads-title">
      <div className="my-uploads-header">
        <div>
          <h1 id="my-uploads-title" className="page-title">
            My uploads
          </h1>
          <p className="page-subtitle">Everything you have uploaded and published.</p>
        </div>
        <Link to="/upload" className="btn btn-ghost">
          Upload something new
        </Link>
      </div>
      {isLoading ? <Spinner label="Loading your uploads" /> : null}
      {error && !data ? (
        <div className="card my-uploads-error" role="alert">
          <p>Your uploads could not be loaded. Check your connection and try again.</p>
          <button type="button" className="btn btn-primary" onClick={() => void mutate()}>
            Try again
          </button>
        </div>
      ) : null}
      {data ? <Outcome outcome={data} /> : null}
    </section>
  );
}
