import { inventoryEntry } from '../privacy/inventory.ts';

/** The data inventory's lines of this module's resources (docs/privacy.md). */
export const studentFinanceInventory = [
  inventoryEntry('student_fees', 'ledger'),
  inventoryEntry('installments', 'ledger'),
  inventoryEntry('student_payments', 'ledger'),
  inventoryEntry('receipts', 'ledger'),
  inventoryEntry('payment_reports', 'ledger'),
  inventoryEntry('student_discounts', 'ledger'),
  inventoryEntry('student_scholarships', 'ledger'),
];
