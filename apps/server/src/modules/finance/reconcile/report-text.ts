import { ledgerInvariants } from './invariants.ts';
import type { ReconciliationReport } from './reconcile.operation.ts';

const descriptionOf = (name: string): string =>
  ledgerInvariants.find((check) => check.name === name)?.description ?? '';

/** The report as lines a person reads in a terminal: a summary, then each breach with its first rows. */
export const reportLines = (report: ReconciliationReport, rowsShown = 10): string[] => {
  const total = Object.values(report.timings).reduce((sum, ms) => sum + ms, 0);
  const lines = [
    `Ledger reconciliation at ${report.checkedAt}: ${report.schools} school(s), ${report.checks.length} checks, ${total} ms.`,
  ];
  if (report.breaches.length === 0) {
    lines.push('Every check holds: no breach.');
    return lines;
  }
  lines.push(`${report.breaches.length} breach(es):`);
  for (const breach of report.breaches) {
    lines.push(`- school ${breach.school}, ${breach.check}: ${breach.count} row(s). ${descriptionOf(breach.check)}`);
    for (const row of breach.rows.slice(0, rowsShown)) {
      const season = row.season === null ? '' : ` (season ${row.season})`;
      lines.push(`    ${row.ids}${season}: expected ${row.expected}, found ${row.found}`);
    }
    if (breach.count > rowsShown) lines.push(`    ... and ${breach.count - Math.min(rowsShown, breach.count)} more`);
  }
  return lines;
};
