import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    bank_branches: 'Sucursales bancarias',
    banks: 'Bancos',
    departments: 'Departamentos',
    payment_methods: 'Métodos de pago',
    personnel_categories: 'Categorías de personal',
  },
  fields: {
    bankName: 'Nombre del banco',
    eftCode: 'Código EFT',
    bankType: 'Tipo de banco',
    branchName: 'Nombre de la sucursal',
    branchCode: 'Código de sucursal',
    branchCity: 'Ciudad',
  },
  menu: {
    setup_reference_data: 'Datos de referencia',
    setup_banks: 'Bancos',
    setup_bank_branches: 'Sucursales bancarias',
    setup_payment_methods: 'Métodos de pago',
    setup_personnel_categories: 'Categorías de personal',
    setup_departments: 'Departamentos',
  },
};
