import {
  access,
  boolean,
  date,
  decimal,
  defineResource,
  enumOf,
  int,
  longText,
  money,
  ref,
  refId,
  staff,
  text,
} from '../../resource/index.ts';

/** A school's bank account. Only the name is required (platform spec section 5); no IBAN format check. */
export const bankAccounts = defineResource({
  name: 'bank_accounts',
  type: 'BankAccount',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    accountName: text({ required: true, maxLength: 150 }),
    accountNumber: text({ maxLength: 50 }),
    iban: text({ maxLength: 50 }),
    currency: text({ default: 'TRY', maxLength: 3 }),
    bankId: refId('banks'),
    // Must be a branch of `bankId` (422 otherwise); the form calls it bankBranchId.
    bankBranch: ref('bank_branches', { optionsFilter: { bankId: 'bankId' } }),
  },
  filters: ['school', 'bankId', 'currency'],
  orderFields: ['accountName'],
  defaultOrder: { accountName: 'asc' },
  searchFields: ['accountName', 'accountNumber', 'iban'],
  list: ['accountName', 'bankId', 'bankBranch', 'iban', 'currency'],
  labelField: 'accountName',
  access: access(staff, staff),
});

/** How an account is used for collections: POS terms, virtual POS identity, the default account. */
export const bankAccountSettings = defineResource({
  name: 'bank_account_settings',
  type: 'BankAccountSetting',
  scope: 'school',
  createStatus: 200,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    bankAccountId: refId('bank_accounts', { required: true, onDelete: 'cascade', sameSchool: true }),
    title: text({ required: true, maxLength: 150 }),
    isDefaultForCollections: boolean({ default: false }),
    posCommissionRate: decimal({ precision: 5, scale: 2, min: 0, max: 100 }),
    maxInstallments: int({ min: 1, max: 36, default: 1 }),
    valueDays: int({ min: 0, max: 365, default: 0 }),
    virtualPosMerchantId: text({ maxLength: 100 }),
    virtualPosTerminalId: text({ maxLength: 100 }),
    isActive: boolean({ default: true }),
  },
  filters: ['school', 'bankAccountId', 'isActive'],
  orderFields: ['title'],
  defaultOrder: { id: 'asc' },
  list: ['title', 'isDefaultForCollections', 'posCommissionRate', 'maxInstallments', 'isActive'],
  access: access(staff, staff),
});

export const accountCodes = defineResource({
  name: 'account_codes',
  type: 'AccountCode',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    accountName: text({ required: true, maxLength: 150 }),
    code: text({ maxLength: 30 }),
  },
  filters: ['school', 'code'],
  orderFields: ['code', 'accountName'],
  defaultOrder: { code: 'asc' },
  searchFields: ['accountName', 'code'],
  uniques: [['school', 'code']],
  list: ['code', 'accountName'],
  labelField: 'accountName',
  access: access(staff, staff),
});

export const INCOME_EXPENSE_TYPES = ['income', 'expense'] as const;

/** A one-off income or expense of a season. The amount is money: a decimal string, never a float. */
export const incomeExpenses = defineResource({
  name: 'income_expenses',
  type: 'IncomeExpense',
  scope: 'season',
  seasonRecords: true,
  seasonField: 'season',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, sameSchool: true }),
    entryType: enumOf(INCOME_EXPENSE_TYPES, { default: 'income' }),
    // The form calls it accountCodeId; deleting a code still in use answers 409.
    accountCode: ref('account_codes', { sameSchool: true }),
    institutionTitle: text({ required: true, maxLength: 200 }),
    amount: money({ required: true }),
    addedAt: date(),
    explanation: longText({ maxLength: 2000 }),
  },
  filters: ['school', 'season', 'entryType', 'accountCode', 'addedAt'],
  orderFields: ['addedAt', 'amount', 'institutionTitle'],
  defaultOrder: { addedAt: 'desc' },
  searchFields: ['institutionTitle', 'explanation'],
  list: ['addedAt', 'entryType', 'institutionTitle', 'accountCode', 'amount'],
  labelField: 'institutionTitle',
  access: access(staff, staff),
});
