import { Link } from 'react-router';

export const NOT_AMONG_YOURS = 'This upload was not found among yours. It may have been deleted.';

/** Where an upload's page finds nothing to show: why, and the way back to My uploads. */
export function UploadMissing({
  text = NOT_AMONG_YOURS,
  alert = false,
}: {
  text?: string;
  alert?: boolean;
}) {
  return (
    <div className="card my-uploads-empty" role={alert ? 'alert' : undefined}>
      <p>{text}</p>
      <Link to="/my-uploads" className="btn btn-primary">
        Go to My uploads
      </Link>
    </div>
  );
}
