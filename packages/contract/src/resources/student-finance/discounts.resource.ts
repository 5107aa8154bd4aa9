import {
  access,
  boolean,
  date,
  decimal,
  defineResource,
  enumOf,
  flag,
  longText,
  money,
  ref,
  refId,
  staff,
  text,
} from '../../resource/index.ts';
import { financeReads } from './fees.resource.ts';

/**
 * A school's discount: a share (`discountPercentage`, entered like 0.05) or an amount, never
 * both on one row. `autoApply` ones are given to every fee added while active and in dates
 * ("0000-00-00": no limit); `independent` is the free discount, held to the fee settings' maximum.
 */
export const discounts = defineResource({
  name: 'discounts',
  type: 'Discount',
  scope: 'school',
  createStatus: 200,
  ledger: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    discountName: text({ required: true, maxLength: 150 }),
    discountPercentage: decimal({ precision: 5, scale: 4, min: 0, max: 1 }),
    discountAmount: money({ min: 0 }),
    autoApply: boolean({ default: false }),
    independent: boolean({ default: false }),
    startDate: date({ zeroDate: true }),
    endDate: date({ zeroDate: true }),
    courseId: refId('courses', { sameSchool: true }),
    isActive: boolean({ default: true }),
  },
  filters: ['school', 'isActive', 'autoApply', 'courseId'],
  orderFields: ['discountName'],
  defaultOrder: { discountName: 'asc' },
  searchFields: ['discountName'],
  list: ['discountName', 'discountPercentage', 'discountAmount', 'autoApply', 'independent', 'isActive'],
  labelField: 'discountName',
  access: access(staff, staff),
});

/** A criterion a discount is given on (sibling, staff child, early payment); the percentage is entered like 20. */
export const discountCriteria = defineResource({
  name: 'discount_criteria',
  type: 'DiscountCriterion',
  scope: 'school',
  createStatus: 200,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    criteriaName: text({ required: true, maxLength: 150 }),
    criteriaPercentage: decimal({ precision: 5, scale: 2, min: 0, max: 100 }),
    discountId: refId('discounts', { onDelete: 'cascade', sameSchool: true }),
    description: longText({ maxLength: 1000 }),
  },
  filters: ['school', 'discountId'],
  orderFields: ['criteriaName'],
  defaultOrder: { criteriaName: 'asc' },
  list: ['criteriaName', 'criteriaPercentage', 'discountId'],
  labelField: 'criteriaName',
  access: access(staff, staff),
});

/** A scholarship a school offers: a share of the fees (entered like 0.50) or an amount. */
export const scholarshipDefinitions = defineResource({
  name: 'scholarship_definitions',
  type: 'ScholarshipDefinition',
  scope: 'school',
  createStatus: 200,
  ledger: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    title: text({ required: true, maxLength: 150 }),
    scholarshipPercentage: decimal({ precision: 5, scale: 4, min: 0, max: 1 }),
    scholarshipAmount: money({ min: 0 }),
    description: longText({ maxLength: 1000 }),
    isActive: boolean({ default: true }),
  },
  filters: ['school', 'isActive'],
  orderFields: ['title'],
  defaultOrder: { title: 'asc' },
  list: ['title', 'scholarshipPercentage', 'scholarshipAmount', 'isActive'],
  labelField: 'title',
  access: access(staff, staff),
});

export const STUDENT_DISCOUNT_TYPES = ['percentage', 'amount', 'free'] as const;

/**
 * A discount or scholarship given to a student. `discountAmount` is what it takes off, in money,
 * computed by the server from the discount or scholarship when not sent (a percentage of the
 * student's fees); a `free` one is typed by hand and held to the fee settings' maximum.
 */
export const studentDiscounts = defineResource({
  name: 'student_discounts',
  type: 'StudentDiscount',
  scope: 'school',
  createStatus: 200,
  bulk: true,
  ledger: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    studentId: refId('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    discount: ref('discounts', { onDelete: 'restrict', sameSchool: true }),
    scholarship: ref('scholarship_definitions', { onDelete: 'restrict', sameSchool: true }),
    discountType: enumOf(STUDENT_DISCOUNT_TYPES, { default: 'amount' }),
    discountAmount: money({ min: 0 }),
    isScholarship: flag({ default: false }),
    courseId: refId('courses', { sameSchool: true }),
    // setNull on purpose: the record outlives the account of who wrote it (shown as unknown author).
    addedBy: ref('users', { onDelete: 'setNull', readOnly: true }),
    addedAt: date(),
    description: longText({ maxLength: 1000 }),
    document: text({ maxLength: 255 }),
  },
  ownVia: [{ field: 'studentId' }],
  filters: ['school', 'studentId', 'discount', 'scholarship', 'isScholarship'],
  orderFields: ['addedAt'],
  defaultOrder: { id: 'asc' },
  list: ['studentId', 'discount', 'scholarship', 'discountType', 'discountAmount', 'addedAt'],
  access: { ...access(staff, staff), ...financeReads },
});

/** A scholarship given to a student for a period (the spec lists them by student). */
export const studentScholarships = defineResource({
  name: 'student_scholarships',
  type: 'StudentScholarship',
  scope: 'school',
  ledger: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    studentId: refId('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    scholarshipDefinitionId: refId('scholarship_definitions', {
      required: true,
      onDelete: 'restrict',
      sameSchool: true,
    }),
    startDate: date(),
    endDate: date(),
    description: longText({ maxLength: 1000 }),
  },
  ownVia: [{ field: 'studentId' }],
  filters: ['school', 'studentId', 'scholarshipDefinitionId'],
  orderFields: ['startDate'],
  defaultOrder: { id: 'asc' },
  list: ['studentId', 'scholarshipDefinitionId', 'startDate', 'endDate'],
  access: { ...access(staff, staff), ...financeReads },
});
