/** `not offered`: an extension the provider does not have, which is no failure (docs/provider-teams.md). */
export type Result = 'pass' | 'FAIL' | 'not offered';

export interface Row {
  /** `GET /api/videos/:id`, as the contract names the call. */
  call: string;
  /** What was tried: `seeded id`, `no token`, `Range bytes=0-99`... */
  trying: string;
  /** The status received (`-` without a reply; the expected ones for a row not tried). */
  status: string;
  result: Result;
  /** For a failure: the field path and what was expected. */
  detail: string;
}

/** Collects one row per call and status tried. */
export class Report {
  readonly rows: Row[] = [];

  add(row: Row): void {
    this.rows.push(row);
  }

  /**
   * Turns the last row into a failure (a check beyond the contract's schema); only a row that
   * passed, never one not tried (an extension not offered).
   */
  failLast(detail: string): void {
    const last = this.rows.at(-1);
    if (last?.result === 'pass') Object.assign(last, { result: 'FAIL', detail });
  }

  get failures(): number {
    return this.rows.filter((r) => r.result === 'FAIL').length;
  }

  summary(): string {
    const count = (r: Result) => this.rows.filter((row) => row.result === r).length;
    return `${count('pass')} passed, ${count('FAIL')} failed, ${count('not offered')} not offered`;
  }
}

const HEADINGS: Row = {
  call: 'CALL',
  trying: 'TRYING',
  status: 'STATUS',
  result: 'pass',
  detail: 'DETAIL',
};
const MAX_DETAIL = 160;

/** A plain-text table, one row per line, columns padded to their widest cell. */
export function renderTable(rows: readonly Row[]): string {
  const cells = (row: Row, heading = false) => [
    row.call,
    row.trying,
    row.status,
    heading ? 'RESULT' : row.result,
    row.detail.length > MAX_DETAIL ? `${row.detail.slice(0, MAX_DETAIL - 1)}…` : row.detail,
  ];
  const all = [cells(HEADINGS, true), ...rows.map((row) => cells(row))];
  const widths = [0, 1, 2, 3].map((i) => Math.max(...all.map((line) => line[i]?.length ?? 0)));
  return all
    .map((line) =>
      line
        .map((cell, i) => (i < widths.length ? cell.padEnd(widths[i] ?? 0) : cell))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
