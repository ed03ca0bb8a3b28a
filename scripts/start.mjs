#!/usr/bin/env node
// `npm start`: the mock provider (PORT, default 4000) and the client dev server (CLIENT_PORT,
// default 5173) side by side, each line prefixed with its name. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';

// The root .env (see .env.example) applies to both parts; variables already set win.
if (existsSync('.env')) process.loadEnvFile('.env');

const port = process.env.PORT || '4000';
const clientPort = process.env.CLIENT_PORT || '5173';
const mockServerUrl = process.env.MOCK_SERVER_URL || `http://localhost:${port}`;
const clientOrigin = process.env.CLIENT_ORIGIN || `http://localhost:${clientPort}`;

const children = [];

function run(name, color, args, env) {
  const child = spawn('npm', args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) =>
      console.log(`\x1b[${color}m[${name}]\x1b[0m ${line}`),
    );
  }
  child.on('exit', (code) => {
    console.log(`[${name}] exited with code ${code}`);
    stop(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('mock-server', '35', ['run', 'start', '-w', 'mock-server'], {
  PORT: port,
  CLIENT_ORIGIN: clientOrigin,
});
run('client', '36', ['run', 'dev', '-w', 'client'], {
  CLIENT_PORT: clientPort,
  MOCK_SERVER_URL: mockServerUrl,
});

console.log(
  `\n  Mock provider: http://localhost:${port}\n  Client:        http://localhost:${clientPort}\n`,
);
