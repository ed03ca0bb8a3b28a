import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

// `npm run bench -- --record`: the run's report, as printed, in a dated file of its own under
// docs/benchmarks/, with a heading and two lines to fill in (docs/benchmarks.md, "Recording a
// run"). The history of the runs lives in those files; docs/benchmarks.md keeps the latest
// figures and the targets.

const RECORDS_DIR = fileURLToPath(new URL('../../docs/benchmarks/', import.meta.url));

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const two = (n: number) => String(n).padStart(2, '0');

/** `2026-11-28-0536`: the run's start, in UTC. */
export function recordName(started: Date): string {
  const day = `${started.getUTCFullYear()}-${two(started.getUTCMonth() + 1)}-${two(started.getUTCDate())}`;
  return `${day}-${two(started.getUTCHours())}${two(started.getUTCMinutes())}`;
}

/** The record's text: a heading to complete, how the bench was run, the report as printed. */
export function recordText(started: Date, args: string[], printed: string[]): string {
  const when =
    `${String(started.getUTCDate())} ${MONTHS[started.getUTCMonth()] ?? ''} ` +
    `${String(started.getUTCFullYear())}, ${two(started.getUTCHours())}:${two(started.getUTCMinutes())} UTC`;
  const command = ['npm run bench', ...(args.length > 0 ? ['--', ...args] : [])].join(' ');
  return [
    `# ${when}: (what changed since the last run)`,
    '',
    'Measured with `npm run bench`; what it measures, its targets and the latest results are in',
    '[docs/benchmarks.md](../benchmarks.md).',
    '',
    `\`${command}\`, as printed:`,
    '',
    '```',
    ...printed.filter((line, i) => i > 0 || line !== ''),
    '```',
    '',
    '(What the figures show, and what to look at next.)',
    '',
  ].join('\n');
}

/** Writes the record; never over an earlier one. Returns its path. */
export async function writeRecord(started: Date, args: string[], printed: string[]) {
  const file = `${RECORDS_DIR}${recordName(started)}.md`;
  await writeFile(file, recordText(started, args, printed), { flag: 'wx' });
  return file;
}
