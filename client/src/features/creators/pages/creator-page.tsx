import { useParams } from 'react-router';
import { MediaNotFound } from '../../../components/media/media-not-found';
import { Spinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { useCreator } from '../api/creator';
import { CreatorHeader } from '../components/creator-header';
import { CreatorUploads } from '../components/creator-uploads';
import '../creators.css';

/** /creator/{id}: who they are, their uploads by kind, and Follow (docs/product.md section 10). */
export function CreatorPage() {
  const { id } = useParams();
  const { data: creator, error, isLoading, invalid } = useCreator(id);
  usePageTitle(creator?.name ?? 'Creator');

  // A viewer's own read replacing the visitor's keeps the page (keepPreviousData): no spinner.
  if (isLoading && !creator) return <Spinner label="Loading creator" />;
  if (invalid || error || !creator) {
    return (
      <MediaNotFound
        text="Creator not found"
        backTo="/"
        backLabel="Go to the home page"
        error={error}
      />
    );
  }
  return (
    <section className="page creator-page">
      <CreatorHeader creator={creator} />
      <CreatorUploads creator={creator} />
    </section>
  );
}
