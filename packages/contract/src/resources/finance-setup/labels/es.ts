import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    account_codes: 'Códigos de cuenta',
    bank_account_settings: 'Ajustes de la cuenta bancaria',
    bank_accounts: 'Cuentas bancarias',
    income_expenses: 'Ingresos y gastos',
  },
  fields: {
    accountName: 'Nombre de la cuenta',
    accountNumber: 'Número de cuenta',
    iban: 'IBAN',
    bankBranch: 'Sucursal bancaria',
    bankAccountId: 'Cuenta bancaria',
    isDefaultForCollections: 'Predeterminada para cobros',
    posCommissionRate: 'Comisión del TPV (%)',
    maxInstallments: 'Número máximo de cuotas',
    valueDays: 'Días de valor',
    virtualPosMerchantId: 'TPV virtual: ID de comercio',
    virtualPosTerminalId: 'TPV virtual: ID de terminal',
    entryType: 'Ingreso o gasto',
    accountCode: 'Código de cuenta',
    institutionTitle: 'Institución',
    amount: 'Importe',
    explanation: 'Explicación',
  },
  menu: {
    income_expense: 'Ingresos / gastos',
    account_codes: 'Códigos contables',
    bank_accounts: 'Cuentas bancarias',
  },
};
