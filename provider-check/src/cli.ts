import { runCli } from './run-cli.js';

// `npm run verify:provider -- --base-url URL ...`: prints the table, exits non-zero on a mismatch.
process.exitCode = await runCli(process.argv.slice(2), {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  env: process.env,
});
