const USES = [
  { title: 'Downloading premium content', icon: '⬇' },
  { title: 'Uploading your own content', icon: '⬆' },
  { title: 'Supporting creators', icon: '♥' },
  { title: 'Accessing exclusive features', icon: '★' },
];

export function HowItWorks() {
  return (
    <aside className="card how-it-works" aria-labelledby="how-title">
      <h2 id="how-title">How It Works</h2>
      <p className="muted">Your wallet balance can be used for:</p>
      <ul className="uses">
        {USES.map((use) => (
          <li key={use.title}>
            <span className="use-icon" aria-hidden="true">
              {use.icon}
            </span>
            {use.title}
          </li>
        ))}
      </ul>
      <p className="muted small">
        All transactions are secure and instant. Your balance updates after each transaction.
      </p>
    </aside>
  );
}
