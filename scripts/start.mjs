#!/usr/bin/env node
// `npm start`: the mock provider (PORT, default 4000) and the client dev server (CLIENT_PORT,
// default 5173) side by side with concurrently, each line prefixed with its name. The client
// starts only once the provider answers /api/health (wait-on), so its proxy never meets a closed
// port. Ctrl+C stops both; if either stops, so does the other.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { concurrently } from 'concurrently';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
// The root .env (see .env.example) applies to both parts; variables already set win.
if (existsSync('.env')) process.loadEnvFile('.env');

const port = process.env.PORT || '4000';
const clientPort = process.env.CLIENT_PORT || '5173';
const mockServerUrl = process.env.MOCK_SERVER_URL || `http://127.0.0.1:${port}`;
const clientOrigin = process.env.CLIENT_ORIGIN || `http://localhost:${clientPort}`;
const health = `${mockServerUrl.replace(/\/$/, '')}/api/health`.replace(/^http/, 'http-get');
const waitOn = path.join(root, 'node_modules', '.bin', 'wait-on');
// Children write to a pipe; keep the colours a terminal would show.
const color = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};

console.log(
  `\n  Mock provider: http://localhost:${port}\n  Client:        http://localhost:${clientPort} (starts once the provider is up)\n`,
);

const { result } = concurrently(
  [
    {
      name: 'mock-server',
      prefixColor: 'magenta',
      command: 'npm run --silent start -w mock-server',
      env: { ...color, PORT: port, CLIENT_ORIGIN: clientOrigin },
    },
    {
      name: 'client',
      prefixColor: 'cyan',
      command: `"${waitOn}" --timeout 120000 --interval 250 ${health} && npm run --silent dev -w client`,
      env: { ...color, CLIENT_PORT: clientPort, MOCK_SERVER_URL: mockServerUrl },
    },
  ],
  { killOthersOn: ['failure', 'success'], prefix: 'name', padPrefix: true },
);

result.then(
  () => process.exit(0),
  (/** @type {unknown} */ outcome) => {
    const events =
      /** @type {{ exitCode: number | string; killed: boolean; command: { name: string } }[]} */ (
        outcome
      );
    // Ctrl+C ends both with a signal: not a failure worth a message.
    const failed = events.filter((e) => e.exitCode !== 0 && !e.killed);
    for (const e of failed) console.error(`${e.command.name} exited with code ${e.exitCode}`);
    process.exit(failed.length > 0 ? 1 : 0);
  },
);
