import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '@inkreel/shared/openapi';

/** The committed document, beside shared/package.json. */
export const OPENAPI_FILE = fileURLToPath(
  new URL('../../../../shared/openapi.json', import.meta.url),
);

/** The exact text `npm run openapi` writes (and the up-to-date test expects). */
export function openApiText(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
}
