import { usePageTitle } from '../../../app/use-page-title';

export function UploadPage() {
  usePageTitle('Upload Content');
  return (
    <section className="page">
      <h1>Upload Content</h1>
    </section>
  );
}
