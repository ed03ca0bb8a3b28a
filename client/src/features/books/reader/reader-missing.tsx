import { Link } from 'react-router';

/** A book the provider does not have: said plainly, with the way back to the books. */
export function ReaderMissing() {
  return (
    <div className="card reader-message reader-missing" role="alert">
      <h2 className="section-title section-title-small">Book not found</h2>
      <p className="muted">This book does not exist or is no longer available.</p>
      <Link className="btn btn-primary" to="/books">
        Browse books
      </Link>
    </div>
  );
}
