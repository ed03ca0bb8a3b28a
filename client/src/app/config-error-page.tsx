import { PRODUCT_NAME } from '../lib/api/config';

/**
 * Shown instead of the app when the deployment's configuration is unusable: a readable page that
 * names the bad value, rather than a blank screen and a console error.
 */
export function ConfigErrorPage({ message }: { message: string }) {
  return (
    <main className="main">
      <section className="page narrow-page">
        <div className="card" role="alert" aria-labelledby="config-error-title">
          <h1 id="config-error-title" className="page-title">
            {PRODUCT_NAME} cannot start
          </h1>
          <p>
            This site is set up with a provider address that is not valid, so the app cannot load
            its content. Please try again later.
          </p>
          <p className="error-box">{message}</p>
          <p className="muted small">
            If you run this site: set API_BASE_URL (and SOCKET_URL, if socket.io is elsewhere) on
            the web server to an origin such as https://api.example.com, with no path, and restart
            it.
          </p>
        </div>
      </section>
    </main>
  );
}
