import {
  access,
  boolean,
  date,
  defineResource,
  int,
  money,
  ref,
  refId,
  staff,
  staffAndFamilyReads,
  text,
} from '../../resource/index.ts';

/** Read by staff, and by a student's family for their own rows (through `studentId`); teachers do not read a family's money. */
export const financeReads = { list: staffAndFamilyReads, read: staffAndFamilyReads };

/**
 * The limits of a school's season (spec: fee setting). "Deleting" sets every value to zero
 * (spec section 4), so no one deletes the row through the API; the screens' Delete sends the
 * `deleteWrites` patch.
 */
export const feeSettings = defineResource({
  name: 'fee_settings',
  type: 'FeeSetting',
  scope: 'season',
  seasonField: 'season',
  createStatus: 200,
  ledger: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    maxIndependentDiscount: money({ default: '0.00', min: 0 }),
    minEnrollmentFee: money({ default: '0.00', min: 0 }),
    maxInstallmentCount: int({ default: 0, min: 0, max: 120 }),
    minDownPayment: money({ default: '0.00', min: 0 }),
    minInstallmentAmount: money({ default: '0.00', min: 0 }),
    maxInstallmentDate: date({ zeroDate: true }),
  },
  uniques: [['school', 'season']],
  filters: ['school', 'season'],
  list: ['season', 'maxIndependentDiscount', 'minEnrollmentFee', 'maxInstallmentCount', 'minDownPayment'],
  access: { ...access(staff, staff), delete: [] },
  // What "deleting" writes (spec section 4): every limit back to zero, none set.
  deleteWrites: {
    maxIndependentDiscount: '0.00',
    minEnrollmentFee: '0.00',
    maxInstallmentCount: 0,
    minDownPayment: '0.00',
    minInstallmentAmount: '0.00',
    maxInstallmentDate: '0000-00-00',
  },
});

/** A fee a student owes for a season (tuition, books, uniform); `feeAmount` is sent as text. */
export const studentFees = defineResource({
  name: 'student_fees',
  type: 'StudentFee',
  scope: 'season',
  seasonField: 'season',
  bulk: true,
  ledger: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    studentId: refId('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    feeName: text({ required: true, maxLength: 150 }),
    feeAmount: money({ required: true, min: 0 }),
    courseId: refId('courses', { sameSchool: true }),
  },
  ownVia: [{ field: 'studentId' }],
  filters: ['school', 'studentId', 'courseId', 'season'],
  orderFields: ['feeName', 'feeAmount'],
  defaultOrder: { id: 'asc' },
  list: ['studentId', 'feeName', 'feeAmount', 'courseId'],
  labelField: 'feeName',
  access: { ...access(staff, staff), ...financeReads },
});

/**
 * One instalment of a student's plan. Paid by payment commands only: `paidAmount` is what the
 * payments applied to it (a partial payment pays part), `isDonePayment` true once it is all
 * paid; both the server's. Editable while nothing is paid on it, never above what the student
 * still owes.
 */
export const installments = defineResource({
  name: 'installments',
  type: 'Installment',
  scope: 'season',
  seasonField: 'season',
  ledger: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    studentId: refId('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    courseId: refId('courses', { sameSchool: true }),
    installmentNo: int({ default: 0, min: 0, max: 1000 }),
    installmentDate: date({ required: true }),
    amount: money({ required: true, min: 0.01 }),
    isDownPayment: boolean({ default: false }),
    isDonePayment: boolean({ default: false, readOnly: true }),
    paidAmount: money({ default: '0.00', readOnly: true }),
  },
  ownVia: [{ field: 'studentId' }],
  filters: ['school', 'studentId', 'isDonePayment', 'courseId', 'installmentDate', 'season'],
  orderFields: ['installmentDate', 'installmentNo', 'amount'],
  defaultOrder: { installmentDate: 'asc' },
  list: ['studentId', 'installmentNo', 'installmentDate', 'amount', 'paidAmount', 'isDownPayment', 'isDonePayment'],
  access: { ...access(staff, staff), ...financeReads },
});
