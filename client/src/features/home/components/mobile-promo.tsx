/** The store badges are placeholders (docs/product.md): shown as inert "Coming soon" labels, not links. */
export function MobilePromo() {
  return (
    <section className="promo card" aria-labelledby="mobile-title">
      <div className="promo-text">
        <h2 id="mobile-title">Mobile Experience</h2>
        <p className="muted">Take Inkreel with you. The mobile apps are on their way:</p>
        <ul className="promo-points">
          <li>
            <strong>Offline viewing</strong> — save videos, music and books for the road.
          </li>
          <li>
            <strong>Background playback</strong> — keep listening with the screen off.
          </li>
        </ul>
        <div className="store-badges">
          <span className="store-badge" aria-disabled="true">
            App Store · Coming soon
          </span>
          <span className="store-badge" aria-disabled="true">
            Google Play · Coming soon
          </span>
        </div>
      </div>
      <div className="promo-phone" aria-hidden="true">
        <div className="phone">
          <div className="phone-screen">
            <span className="phone-bar" />
            <span className="phone-card" />
            <span className="phone-card short" />
            <span className="phone-play">▶</span>
          </div>
        </div>
      </div>
    </section>
  );
}
