import { usePageTitle } from '../../../app/use-page-title';

export function VideoPage() {
  usePageTitle('Video');
  return (
    <section className="page">
      <h1>Video</h1>
    </section>
  );
}
