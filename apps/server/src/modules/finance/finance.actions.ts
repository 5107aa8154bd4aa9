import type { ActionModule } from '../../core/actions.ts';
import { balanceAction, cashReportRun, payAction, planAction, refundAction } from './finance.action.ts';
import {
  dayEnd,
  familyStatement,
  familyStatementPdf,
  studentStatement,
  studentStatementPdf,
} from './cashier.action.ts';
import { lastReconciliationRun } from './reconcile/reconcile.action.ts';

export const financeActions: ActionModule = {
  actions: [
    planAction,
    payAction,
    refundAction,
    cashReportRun,
    balanceAction,
    lastReconciliationRun,
    studentStatement,
    studentStatementPdf,
    familyStatement,
    familyStatementPdf,
    dayEnd,
  ],
};
