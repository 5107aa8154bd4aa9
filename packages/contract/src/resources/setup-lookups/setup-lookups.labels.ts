import { defineLabels } from '../define-module.ts';

/** What bank_branches, banks, departments, payment_methods, personnel_categories are called, in the five languages. */
export const setupLookupsLabels = defineLabels(
  {
    resources: {
      bank_branches: 'Bank branches',
      banks: 'Banks',
      departments: 'Departments',
      payment_methods: 'Payment methods',
      personnel_categories: 'Personnel categories',
    },
    fields: {
      bankName: 'Bank name',
      eftCode: 'EFT code',
      bankType: 'Bank type',
      branchName: 'Branch name',
      branchCode: 'Branch code',
      branchCity: 'City',
    },
    menu: {
      setup_reference_data: 'Reference data',
      setup_banks: 'Banks',
      setup_bank_branches: 'Bank branches',
      setup_payment_methods: 'Payment methods',
      setup_personnel_categories: 'Personnel categories',
      setup_departments: 'Departments',
    },
  },
  {
    ar: {
      resources: {
        bank_branches: 'فروع البنوك',
        banks: 'البنوك',
        departments: 'الأقسام',
        payment_methods: 'طرق الدفع',
        personnel_categories: 'فئات الموظفين',
      },
      fields: {
        bankName: 'اسم البنك',
        eftCode: 'رمز EFT',
        bankType: 'نوع البنك',
        branchName: 'اسم الفرع',
        branchCode: 'رمز الفرع',
        branchCity: 'المدينة',
      },
      menu: {
        setup_reference_data: 'البيانات المرجعية',
        setup_banks: 'البنوك',
        setup_bank_branches: 'فروع البنوك',
        setup_payment_methods: 'طرق الدفع',
        setup_personnel_categories: 'فئات الموظفين',
        setup_departments: 'الأقسام',
      },
    },
    de: {
      resources: {
        bank_branches: 'Bankfilialen',
        banks: 'Banken',
        departments: 'Abteilungen',
        payment_methods: 'Zahlungsarten',
        personnel_categories: 'Personalkategorien',
      },
      fields: {
        bankName: 'Bankname',
        eftCode: 'EFT-Code',
        bankType: 'Bankart',
        branchName: 'Filialname',
        branchCode: 'Filialnummer',
        branchCity: 'Stadt',
      },
      menu: {
        setup_reference_data: 'Stammdaten',
        setup_banks: 'Banken',
        setup_bank_branches: 'Bankfilialen',
        setup_payment_methods: 'Zahlungsarten',
        setup_personnel_categories: 'Personalkategorien',
        setup_departments: 'Abteilungen',
      },
    },
    es: {
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
    },
    tr: {
      resources: {
        bank_branches: 'Banka şubeleri',
        banks: 'Bankalar',
        departments: 'Departmanlar',
        payment_methods: 'Ödeme yöntemleri',
        personnel_categories: 'Personel kategorileri',
      },
      fields: {
        bankName: 'Banka adı',
        eftCode: 'EFT kodu',
        bankType: 'Banka türü',
        branchName: 'Şube adı',
        branchCode: 'Şube kodu',
        branchCity: 'Şehir',
      },
      menu: {
        setup_reference_data: 'Tanım verileri',
        setup_banks: 'Bankalar',
        setup_bank_branches: 'Banka şubeleri',
        setup_payment_methods: 'Ödeme yöntemleri',
        setup_personnel_categories: 'Personel kategorileri',
        setup_departments: 'Departmanlar',
      },
    },
  },
);
