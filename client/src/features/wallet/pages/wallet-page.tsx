import { usePageTitle } from '../../../app/use-page-title';

export function WalletPage() {
  usePageTitle('Wallet Management');
  return (
    <section className="page">
      <h1>Wallet Management</h1>
    </section>
  );
}
