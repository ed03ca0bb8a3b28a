import { usePageTitle } from '../../../app/use-page-title';

export function AudioPage() {
  usePageTitle('Audio');
  return (
    <section className="page">
      <h1>Audio</h1>
    </section>
  );
}
