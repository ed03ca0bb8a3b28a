/**
 * The reference page: Swagger UI's own files from the swagger-ui-dist package, started by a small
 * script of ours. Nothing inline and nothing from another origin, so the CSP can say 'self' only
 * (images may be data: URLs, which Swagger UI's stylesheet uses for its icons).
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const DOCS_INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true });
});
`;

export function docsPage(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Inkreel provider API</title>
    <link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png" />
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <noscript>The reference needs JavaScript. The document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript>
    <div id="reference"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;
}
