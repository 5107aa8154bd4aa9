import {
  access,
  defineResource,
  enumOf,
  flag,
  globalAccess,
  int,
  longText,
  ref,
  refId,
  staff,
  text,
} from '../../resource/index.ts';

/** A read-only contract template an agreement may point at (global). */
export const readonlyEnrollmentContracts = defineResource({
  name: 'readonly_enrollment_contracts',
  type: 'ReadonlyEnrollmentContract',
  scope: 'global',
  fields: {
    title: text({ required: true, maxLength: 200 }),
    contractText: longText(),
  },
  orderFields: ['title'],
  defaultOrder: { title: 'asc' },
  searchFields: ['title'],
  list: ['title'],
  access: globalAccess,
});

export const enrollmentAgreements = defineResource({
  name: 'enrollment_agreements',
  type: 'EnrollmentAgreement',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    title: text({ required: true, maxLength: 200 }),
    isActive: flag({ default: true }),
    readonlyContract: ref('readonly_enrollment_contracts'),
  },
  filters: ['school', 'isActive'],
  orderFields: ['title'],
  defaultOrder: { title: 'asc' },
  searchFields: ['title'],
  list: ['title', 'isActive', 'readonlyContract'],
  access: access(staff, staff),
});

/** The extra information printed under an item; '0' is none (platform spec section 5). */
export const AGREEMENT_ITEM_TEMPLATES = [
  '0',
  'feeInfo',
  'discountInfo',
  'installmentInfo',
  'invoiceInfo',
  'scholarshipInfo',
] as const;

/**
 * A numbered clause of an agreement, its text in markdown. Left out, `itemNo` is the agreement's
 * highest plus one (0 for the first), given by the server inside the create's transaction; the
 * pair (agreement, itemNo) is unique.
 */
export const enrollmentAgreementItems = defineResource({
  name: 'enrollment_agreement_items',
  type: 'EnrollmentAgreementItem',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    enrollmentAgreementsId: refId('enrollment_agreements', { required: true, onDelete: 'cascade', sameSchool: true }),
    itemText: longText({ required: true, maxLength: 20000 }),
    additionalInfo: enumOf(AGREEMENT_ITEM_TEMPLATES, { default: '0' }),
    itemNo: int({ min: 0, max: 100000 }),
  },
  filters: ['school', 'enrollmentAgreementsId'],
  orderFields: ['itemNo'],
  defaultOrder: { itemNo: 'asc' },
  uniques: [['enrollmentAgreementsId', 'itemNo']],
  list: ['itemNo', 'itemText', 'additionalInfo'],
  labelField: 'itemText',
  access: access(staff, staff),
});
