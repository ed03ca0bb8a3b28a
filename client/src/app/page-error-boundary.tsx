import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * Not in docs/product.md: a page that throws while rendering, or whose code cannot be fetched (offline
 * without it cached, or a deployment that replaced its chunk), shows this instead of leaving the
 * whole app blank. The navigation bar stays, so the user can go elsewhere; the layout keys it by
 * path, so the next page starts afresh.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed to load', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="page narrow-page">
        <div className="card" role="alert">
          <h1 className="page-title">This page could not be loaded</h1>
          <p className="muted">
            Check your connection, then reload the page. Pages you have opened before and items
            saved for offline use still work.
          </p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => window.location.reload()}
          >
            Reload page
          </button>
        </div>
      </section>
    );
  }
}
