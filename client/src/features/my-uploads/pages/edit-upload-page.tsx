import { contentTypeSchema } from '@inkreel/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/session/auth-context';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { managedItems } from '../api/manage-calls';
import { useMyUploads } from '../api/use-my-uploads';
import { EditForm } from '../components/edit-form';
import { itemPath } from '../../../lib/links/item-path';
import { UploadMissing } from '../components/upload-missing';
import './edit-upload-page.css';
import '../components/managed-uploads.css';

/**
 * `/my-uploads/{kind}/{id}/edit` (the manage feature): the creator's form for one upload, read
 * from their list of uploads (so opening it counts no view).
 */
export function EditUploadPage() {
  const params = useParams();
  const kind = contentTypeSchema.safeParse(params.kind).data;
  const { user } = useAuth();
  const { data, isLoading, mutate } = useMyUploads(user);
  const [saved, setSaved] = useState(false);
  const entry =
    data?.source === 'provider'
      ? managedItems(data.uploads).find((e) => e.kind === kind && e.item._id === params.id)
      : undefined;
  usePageTitle(entry ? `Edit “${entry.item.title}”` : 'Edit upload');

  return (
    <section className="page edit-upload-page" aria-labelledby="edit-upload-title">
      <p className="edit-upload-back">
        <Link to="/my-uploads">Back to My uploads</Link>
      </p>
      <h1 id="edit-upload-title" className="page-title">
        {entry ? `Edit “${entry.item.title}”` : 'Edit upload'}
      </h1>
      <p className="manage-status" role="status">
        {saved ? 'Your changes are saved.' : ''}
      </p>
      {entry ? (
        <>
          <p className="edit-upload-view">
            <Link to={itemPath(entry.kind, entry.item._id)}>Open its page</Link>
          </p>
          {/* A new version (saved here, or elsewhere and reloaded) starts the form from it. */}
          <EditForm
            key={`${entry.kind}:${entry.item._id}:${entry.item.version ?? 1}`}
            entry={entry}
            onSaved={() => setSaved(true)}
            onReload={() => {
              setSaved(false);
              void mutate();
            }}
          />
        </>
      ) : isLoading ? (
        <Spinner label="Loading your upload" />
      ) : (
        <UploadMissing />
      )}
    </section>
  );
}
