/** One printed figure: what was measured, its value, the peer measured in the same run, the target. */
export interface Row {
  name: string;
  value: string;
  peer?: string;
  target?: string;
  /** true met, false missed, undefined: nothing to meet (or not measured). */
  ok?: boolean;
}

export interface Section {
  title: string;
  /** Client budgets are printed, met or not; they belong to the client half of issue 12. */
  client?: boolean;
  rows: Row[];
  notes: string[];
}

export function section(title: string, client = false): Section {
  return { title, client, rows: [], notes: [] };
}

const mark = (ok: boolean | undefined) => (ok === undefined ? '    ' : ok ? 'MET ' : 'MISS');

/** The report's lines, as printed: each section's figures, then what was met and missed. */
export function formatSections(sections: Section[]): string[] {
  const out: string[] = [];
  const all = sections.flatMap((s) => s.rows);
  const w = {
    name: Math.max(10, ...all.map((r) => r.name.length)),
    value: Math.max(8, ...all.map((r) => r.value.length)),
    peer: Math.max(4, ...all.map((r) => (r.peer ?? '').length)),
  };
  for (const s of sections) {
    out.push('', `## ${s.title}`, '');
    if (s.rows.length > 0) {
      out.push(
        `      ${'figure'.padEnd(w.name)}  ${'value'.padStart(w.value)}  ${'peer'.padStart(w.peer)}  target`,
      );
    }
    for (const r of s.rows) {
      out.push(
        `${mark(r.ok)}  ${r.name.padEnd(w.name)}  ${r.value.padStart(w.value)}  ${(r.peer ?? '').padStart(w.peer)}  ${r.target ?? ''}`,
      );
    }
    for (const note of s.notes) out.push(`  note: ${note}`);
  }
  for (const client of [false, true]) {
    const judged = sections
      .filter((s) => Boolean(s.client) === client)
      .flatMap((s) => s.rows)
      .filter((r) => r.ok !== undefined);
    if (judged.length === 0) continue;
    const missed = judged.filter((r) => r.ok === false).length;
    out.push(
      `${client ? 'client budgets' : 'server targets'}: ${judged.length - missed} met, ${missed} missed`,
    );
  }
  return out;
}

export const ms = (v: number): string => `${v.toFixed(1)} ms`;
export const pct = (v: number): string => `${(v * 100).toFixed(0)} %`;
export const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
