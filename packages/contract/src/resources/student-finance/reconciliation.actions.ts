import { z } from 'zod';
import { defineAction } from '../../action/define.ts';

const breachRow = z.object({
  school: z.number().int(),
  season: z.number().int().nullable(),
  ids: z.string(),
  expected: z.string(),
  found: z.string(),
});

/** A ledger reconciliation's report (docs/finance.md, "Reconciliation"). */
export const reconciliationReport = z.object({
  checkedAt: z.string(),
  schools: z.number().int(),
  checks: z.array(z.string()),
  timings: z.record(z.string(), z.number()),
  breaches: z.array(
    z.object({ school: z.number().int(), check: z.string(), count: z.number().int(), rows: z.array(breachRow) }),
  ),
});

/** GET /api/finance/reconciliation: the last nightly ledger reconciliation of the installation (superadmins). */
export const lastReconciliationAction = defineAction({
  name: 'lastLedgerReconciliation',
  method: 'GET',
  path: '/api/finance/reconciliation',
  summary: "The last nightly ledger reconciliation: every school's checks and breaches (superadmins)",
  tags: ['student_payments'],
  access: 'superadmin',
  output: z.object({ report: reconciliationReport.nullable() }),
});
