import { USAGE, parseOptions } from './args.js';
import { CheckAbort } from './errors.js';
import { renderTable } from './report.js';
import { runChecks } from './run.js';

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  env?: NodeJS.ProcessEnv;
}

/** Exit codes: 0 every check passed, 1 a reply broke its contract, 2 the run could not start. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  try {
    const options = parseOptions(argv, io.env);
    if (!options) {
      io.out(USAGE);
      return 0;
    }
    const mode = options.allowWrites
      ? 'with writes'
      : options.email
        ? 'signed in, read-only'
        : 'read-only';
    const report = await runChecks(options, () =>
      io.out(`Checking ${options.baseUrl} against the Inkreel contracts (${mode})\n`),
    );
    io.out(renderTable(report.rows));
    io.out(`\n${report.summary()}`);
    return report.failures > 0 ? 1 : 0;
  } catch (error) {
    if (error instanceof CheckAbort) {
      io.err(`verify:provider: ${error.message}`);
      return 2;
    }
    const message = error instanceof Error ? error.message : String(error);
    io.err(`verify:provider: unexpected problem: ${message}`);
    return 2;
  }
}
