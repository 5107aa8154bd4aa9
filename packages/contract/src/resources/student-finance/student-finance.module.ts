import { defineModule } from '../define-module.ts';
import { studentFinanceInventory } from './student-finance.inventory.ts';
import {
  installmentPlanAction,
  refundPaymentAction,
  cashReportAction,
  studentBalanceAction,
} from './finance.actions.ts';
import {
  payStudentAction,
  studentStatementAction,
  studentStatementPdfAction,
  familyStatementAction,
  familyStatementPdfAction,
  dayEndReportAction,
} from './cashier.actions.ts';
import { lastReconciliationAction } from './reconciliation.actions.ts';
import {
  discountCriteria,
  discounts,
  scholarshipDefinitions,
  studentDiscounts,
  studentScholarships,
} from './discounts.resource.ts';
import { feeSettings, installments, studentFees } from './fees.resource.ts';
import { paymentReports, receipts, studentPayments } from './payments.resource.ts';

export * from './discounts.resource.ts';
export * from './fees.resource.ts';
export * from './payments.resource.ts';

const staff = ['headquarters', 'campus', 'school'] as const;

/**
 * A student's money: fee settings, fees, installment plans, payments with their receipts and
 * reports, discounts and scholarships (issue 13). The shared finance group already names
 * `/discounts`, `/scholarship/definitions` and `/courses/fee-setting`; the web's finance area
 * mounts these resources there. The receipts list and the payment reports are this module's.
 */
export const studentFinanceModule = defineModule({
  resources: [
    feeSettings,
    studentFees,
    installments,
    studentPayments,
    receipts,
    paymentReports,
    discounts,
    discountCriteria,
    scholarshipDefinitions,
    studentDiscounts,
    studentScholarships,
  ],
  actions: [
    installmentPlanAction,
    refundPaymentAction,
    cashReportAction,
    studentBalanceAction,
    payStudentAction,
    studentStatementAction,
    studentStatementPdfAction,
    familyStatementAction,
    familyStatementPdfAction,
    dayEndReportAction,
    lastReconciliationAction,
  ],
  labels: 'student-finance',
  inventory: studentFinanceInventory,
  menus: [
    {
      key: 'menu.receipts',
      under: 'menu.finance',
      after: 'menu.fee_settings',
      url: '/receipts',
      resource: 'receipts',
      icon: 'ReceiptLong',
      audiences: staff,
    },
    {
      key: 'menu.payment_reports',
      under: 'menu.finance',
      after: 'menu.receipts',
      url: '/payment-reports',
      resource: 'payment_reports',
      icon: 'Assessment',
      audiences: staff,
    },
  ],
});
