import { lastReconciliationAction } from '@kampus/contract';
import { implement } from '../../../core/actions.ts';
import { lastReconciliation } from './reconcile.job.ts';

/** `GET /api/finance/reconciliation`: the last nightly report as the audit trail keeps it (none before the first night). */
export const lastReconciliationRun = implement(lastReconciliationAction, async ({ db }) => ({
  report: (await lastReconciliation(db)) ?? null,
}));
