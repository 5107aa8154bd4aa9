import type { ActionModule } from '../../core/actions.ts';
import { balanceAction, cashReportRun, planAction, refundAction } from './finance.action.ts';
import { lastReconciliationRun } from './reconcile/reconcile.action.ts';

export const financeActions: ActionModule = {
  actions: [planAction, refundAction, cashReportRun, balanceAction, lastReconciliationRun],
};
