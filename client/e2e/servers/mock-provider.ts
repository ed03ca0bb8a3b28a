import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Playwright's webServer entry for the mock provider: a fresh, seeded DATA_DIR for every run,
// removed when the server stops (it exits on the SIGTERM Playwright sends at the end).
const dataDir = mkdtempSync(path.join(tmpdir(), 'inkreel-e2e-'));
process.env.DATA_DIR = dataDir;
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

await import('../../../mock-server/src/main.js');
