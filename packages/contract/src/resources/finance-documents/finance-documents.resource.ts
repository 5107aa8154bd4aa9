import {
  access,
  boolean,
  date,
  defineResource,
  email,
  flag,
  int,
  longText,
  money,
  phone,
  ref,
  refId,
  staff,
  text,
} from '../../resource/index.ts';

/** A lawyer a school hands unpaid promissory notes to (spec: payload passed through, 200 on create). */
export const lawyers = defineResource({
  name: 'lawyers',
  type: 'Lawyer',
  scope: 'school',
  createStatus: 200,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    name: text({ required: true, maxLength: 150 }),
    phone: phone({ maxLength: 30 }),
    email: email({ maxLength: 150 }),
    address: longText({ maxLength: 1000 }),
    isActive: boolean({ default: true }),
  },
  filters: ['school', 'isActive'],
  orderFields: ['name'],
  defaultOrder: { name: 'asc' },
  searchFields: ['name', 'email', 'phone'],
  list: ['name', 'phone', 'email', 'isActive'],
  labelField: 'name',
  access: access(staff, staff),
});

/** A company invoiced instead of a guardian (an employer paying the fees). */
export const companies = defineResource({
  name: 'companies',
  type: 'Company',
  scope: 'school',
  createStatus: 200,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    title: text({ required: true, maxLength: 200 }),
    taxOffice: text({ maxLength: 100 }),
    taxNumber: text({ maxLength: 20 }),
    address: longText({ maxLength: 1000 }),
    phone: phone({ maxLength: 30 }),
    email: email({ maxLength: 150 }),
  },
  filters: ['school', 'taxNumber'],
  orderFields: ['title'],
  defaultOrder: { title: 'asc' },
  searchFields: ['title', 'taxNumber'],
  list: ['title', 'taxOffice', 'taxNumber', 'phone'],
  labelField: 'title',
  access: access(staff, staff),
});

/** The fields a promissory note and its deleted copy share (spec section 3, Finance). */
const noteFields = {
  school: ref('schools', { required: true, onDelete: 'cascade' }),
  season: ref('seasons', { required: true, sameSchool: true }),
  studentId: refId('students', { required: true, onDelete: 'cascade', sameSchool: true }),
  courseId: refId('courses', { sameSchool: true }),
  // The debtor as printed on the note: a guardian's name and address.
  title: text({ required: true, maxLength: 200 }),
  address: longText({ maxLength: 1000 }),
  promissoryNo: int({ min: 1, max: 1000000, identifier: true }),
  promissoryDate: date({ required: true }),
  amount: money({ required: true, min: 0.01 }),
  promissoryOrder: int({ min: 1, max: 120, default: 1 }),
  numberOfPromissory: int({ min: 1, max: 120, default: 1 }),
  isPaid: boolean({ default: false }),
  // "0000-00-00" until the note comes back from the lawyer or the debtor (spec section 5).
  returnDate: date({ zeroDate: true }),
  // The lawyer's id, "0" for none (spec section 5); a hook checks it names a lawyer of the school.
  lawyer: int({ default: 0, min: 0, max: 2147483647, names: 'lawyers' }),
} as const;

/** A promissory note (senet) a guardian signs for a student's fees; made in series of N by `POST /api/promissory_notes/series`. */
export const promissoryNotes = defineResource({
  name: 'promissory_notes',
  type: 'PromissoryNote',
  scope: 'season',
  seasonField: 'season',
  bulk: true,
  fields: noteFields,
  filters: ['school', 'studentId', 'isPaid', 'lawyer', 'promissoryDate'],
  orderFields: ['promissoryDate', 'promissoryNo', 'amount'],
  defaultOrder: { promissoryDate: 'asc' },
  searchFields: ['title'],
  list: ['studentId', 'promissoryNo', 'promissoryOrder', 'promissoryDate', 'amount', 'isPaid', 'lawyer'],
  access: access(staff, staff),
});

/**
 * What is left of a deleted promissory note: every field of the note, the note's id and who
 * deleted it when. Written by `DELETE /api/promissory_notes/{id}` in the deletion's transaction.
 */
export const deletedPromissoryNotes = defineResource({
  name: 'deleted_promissory_notes',
  type: 'DeletedPromissoryNote',
  scope: 'season',
  seasonField: 'season',
  fields: {
    ...noteFields,
    promissoryId: int({ required: true, min: 1, max: 2147483647 }),
    // Set by the server: the deleting user's uuid and today (spec section 3).
    deletedPerson: text({ readOnly: true, maxLength: 36, names: 'users' }),
    deletedDate: date({ readOnly: true }),
  },
  filters: ['school', 'studentId', 'deletedDate'],
  orderFields: ['deletedDate', 'promissoryDate'],
  defaultOrder: { deletedDate: 'desc' },
  searchFields: ['title'],
  list: ['studentId', 'promissoryNo', 'promissoryDate', 'amount', 'deletedDate', 'deletedPerson'],
  readOnlyScreens: true,
  access: access(staff, staff),
});

/** A school's invoice series: its serial and the number the next invoice gets (given by the server). */
export const invoiceDefinitions = defineResource({
  name: 'invoice_definitions',
  type: 'InvoiceDefinition',
  scope: 'school',
  tenantField: 'schoolId',
  fields: {
    schoolId: refId('schools', { required: true, onDelete: 'cascade' }),
    serial: text({ required: true, maxLength: 16 }),
    nextNumber: int({ default: 1, min: 1, max: 2147483647 }),
    description: text({ maxLength: 200 }),
    isActive: boolean({ default: true }),
  },
  uniques: [['schoolId', 'serial']],
  filters: ['schoolId', 'serial', 'isActive'],
  orderFields: ['serial'],
  defaultOrder: { serial: 'asc' },
  list: ['serial', 'nextNumber', 'description', 'isActive'],
  labelField: 'serial',
  access: access(staff, staff),
});

/**
 * An invoice of a student's fees. `invoiceNumber` is given by the server from the serial's
 * definition in the create's transaction (the definition row locked), so numbers have no gaps
 * and no duplicates; `company` bills a company instead of a guardian.
 */
export const invoices = defineResource({
  name: 'invoices',
  type: 'Invoice',
  scope: 'season',
  seasonRecords: true,
  tenantField: 'schoolId',
  seasonField: 'seasonId',
  fields: {
    schoolId: refId('schools', { required: true, onDelete: 'cascade' }),
    seasonId: refId('seasons', { required: true, sameSchool: true }),
    studentId: refId('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    company: refId('companies', { sameSchool: true, onDelete: 'restrict' }),
    invoiceTitle: text({ maxLength: 200 }),
    invoiceSerial: text({ required: true, maxLength: 16 }),
    invoiceNumber: int({ readOnly: true, identifier: true }),
    invoiceAddress: longText({ maxLength: 1000 }),
    invoiceVd: text({ maxLength: 100 }),
    invoiceVno: text({ maxLength: 20 }),
    explanation: longText({ maxLength: 2000 }),
    invoiceAmount: money({ required: true, min: 0.01 }),
    invoiceDate: date({ required: true }),
    isActive: flag({ default: true }),
  },
  uniques: [['schoolId', 'invoiceSerial', 'invoiceNumber']],
  filters: ['schoolId', 'studentId', 'seasonId', 'invoiceSerial', 'isActive'],
  orderFields: ['invoiceDate', 'invoiceNumber', 'invoiceAmount'],
  defaultOrder: { invoiceNumber: 'desc' },
  searchFields: ['invoiceTitle', 'invoiceVno'],
  list: ['studentId', 'invoiceSerial', 'invoiceNumber', 'invoiceTitle', 'invoiceAmount', 'invoiceDate', 'isActive'],
  access: access(staff, staff),
});
