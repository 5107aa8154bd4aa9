import { installmentDueJob, MORNING_INSTALLMENT_NOTICES } from './installment-due.job.ts';
import { defineServerModule } from '../../core/server-module.ts';
import { balanceAction, cashReportRun, payAction, planAction, refundAction } from './finance.action.ts';
import {
  dayEnd,
  familyStatement,
  familyStatementPdf,
  studentStatement,
  studentStatementPdf,
} from './cashier.action.ts';
import { lastReconciliationRun } from './reconcile/reconcile.action.ts';
import {
  discountsHooks,
  scholarshipDefinitionsHooks,
  studentDiscountsHooks,
  studentFeesHooks,
} from './discounts.hooks.ts';
import { installmentsHooks } from './installments.hooks.ts';
import { paymentReportsHooks, receiptsHooks, studentPaymentsHooks } from './payments.hooks.ts';
import { NIGHTLY_RECONCILIATION, reconcileJob } from './reconcile/reconcile.job.ts';

export const financeModule = defineServerModule({
  name: 'finance',
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
  hooks: [
    studentFeesHooks,
    discountsHooks,
    scholarshipDefinitionsHooks,
    studentDiscountsHooks,
    installmentsHooks,
    studentPaymentsHooks,
    receiptsHooks,
    paymentReportsHooks,
  ],
  jobs: [reconcileJob, installmentDueJob],
  recurring: [NIGHTLY_RECONCILIATION, MORNING_INSTALLMENT_NOTICES],
});
