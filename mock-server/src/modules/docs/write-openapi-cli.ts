import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { OPENAPI_FILE, openApiText } from './openapi-file.js';

// `npm run openapi`: regenerates shared/openapi.json from the contracts.
await writeFile(OPENAPI_FILE, openApiText());
console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
