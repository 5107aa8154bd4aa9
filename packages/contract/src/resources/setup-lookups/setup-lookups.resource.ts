import { boolean, defineResource, enumOf, globalAccess, refId, text } from '../../resource/index.ts';

/**
 * Setup lookups: shared reference data read by everyone and written by superadmins. Each is
 * kept per country (`countryCode`, ISO 3166-1 alpha-2) so an installation serves its country.
 */
export const BANK_TYPES = ['deposit', 'participation', 'development'] as const;

export const banks = defineResource({
  name: 'banks',
  type: 'Bank',
  scope: 'global',
  fields: {
    bankName: text({ required: true, maxLength: 150 }),
    countryCode: text({ required: true, maxLength: 2 }),
    // The bank's code in the central bank's EFT system (Turkey: four digits, e.g. 0010).
    eftCode: text({ maxLength: 10 }),
    bankType: enumOf(BANK_TYPES),
    isActive: boolean({ default: true }),
  },
  filters: ['countryCode', 'eftCode', 'bankType', 'isActive'],
  orderFields: ['bankName', 'eftCode'],
  defaultOrder: { bankName: 'asc' },
  searchFields: ['bankName', 'eftCode'],
  list: ['bankName', 'eftCode', 'bankType', 'countryCode', 'isActive'],
  labelField: 'bankName',
  access: globalAccess,
});

export const bankBranches = defineResource({
  name: 'bank_branches',
  type: 'BankBranch',
  scope: 'global',
  fields: {
    branchName: text({ required: true, maxLength: 150 }),
    bankId: refId('banks', { required: true, onDelete: 'cascade' }),
    branchCode: text({ maxLength: 10 }),
    branchCity: text({ maxLength: 100 }),
  },
  filters: ['bankId', 'branchCode'],
  orderFields: ['branchName', 'branchCode'],
  defaultOrder: { branchName: 'asc' },
  searchFields: ['branchName', 'branchCode', 'branchCity'],
  list: ['branchName', 'branchCode', 'branchCity', 'bankId'],
  labelField: 'branchName',
  access: globalAccess,
});

/** A titled lookup per country: payment methods, personnel categories, departments. */
const countryLookup = (name: string, type: string) =>
  defineResource({
    name,
    type,
    scope: 'global',
    fields: {
      title: text({ required: true, maxLength: 150 }),
      countryCode: text({ required: true, maxLength: 2 }),
      isActive: boolean({ default: true }),
    },
    filters: ['countryCode', 'isActive'],
    orderFields: ['title'],
    defaultOrder: { id: 'asc' },
    searchFields: ['title'],
    list: ['title', 'countryCode', 'isActive'],
    access: globalAccess,
  });

export const paymentMethods = countryLookup('payment_methods', 'PaymentMethod');
export const personnelCategories = countryLookup('personnel_categories', 'PersonnelCategory');
export const departments = countryLookup('departments', 'Department');
