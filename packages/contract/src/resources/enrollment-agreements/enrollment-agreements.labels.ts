import { defineLabels } from '../define-module.ts';

/** What enrollment_agreement_items, enrollment_agreements, readonly_enrollment_contracts are called, in the five languages. */
export const enrollmentAgreementsLabels = defineLabels(
  {
    resources: {
      enrollment_agreement_items: 'Agreement items',
      enrollment_agreements: 'Enrollment agreements',
      readonly_enrollment_contracts: 'Read-only contracts',
    },
    fields: {
      contractText: 'Contract text',
      readonlyContract: 'Read-only contract',
      enrollmentAgreementsId: 'Agreement',
      itemText: 'Item text',
      additionalInfo: 'Extra information',
      itemNo: 'Item no.',
    },
    menu: {
      enrollment_agreements: 'Agreements',
      setup_readonly_contracts: 'Contract templates',
    },
  },
  {
    ar: {
      resources: {
        enrollment_agreement_items: 'بنود الاتفاقية',
        enrollment_agreements: 'اتفاقيات التسجيل',
        readonly_enrollment_contracts: 'العقود للقراءة فقط',
      },
      fields: {
        contractText: 'نص العقد',
        readonlyContract: 'عقد للقراءة فقط',
        enrollmentAgreementsId: 'الاتفاقية',
        itemText: 'نص البند',
        additionalInfo: 'معلومات إضافية',
        itemNo: 'رقم البند',
      },
      menu: {
        enrollment_agreements: 'العقود',
        setup_readonly_contracts: 'قوالب العقود',
      },
    },
    de: {
      resources: {
        enrollment_agreement_items: 'Vereinbarungspunkte',
        enrollment_agreements: 'Anmeldevereinbarungen',
        readonly_enrollment_contracts: 'Schreibgeschützte Verträge',
      },
      fields: {
        contractText: 'Vertragstext',
        readonlyContract: 'Schreibgeschützter Vertrag',
        enrollmentAgreementsId: 'Vereinbarung',
        itemText: 'Text des Punktes',
        additionalInfo: 'Zusatzinformation',
        itemNo: 'Punkt Nr.',
      },
      menu: {
        enrollment_agreements: 'Verträge',
        setup_readonly_contracts: 'Vertragsvorlagen',
      },
    },
    es: {
      resources: {
        enrollment_agreement_items: 'Cláusulas del acuerdo',
        enrollment_agreements: 'Acuerdos de matrícula',
        readonly_enrollment_contracts: 'Contratos de solo lectura',
      },
      fields: {
        contractText: 'Texto del contrato',
        readonlyContract: 'Contrato de solo lectura',
        enrollmentAgreementsId: 'Acuerdo',
        itemText: 'Texto de la cláusula',
        additionalInfo: 'Información adicional',
        itemNo: 'N.º de cláusula',
      },
      menu: {
        enrollment_agreements: 'Contratos',
        setup_readonly_contracts: 'Plantillas de contrato',
      },
    },
    tr: {
      resources: {
        enrollment_agreement_items: 'Sözleşme maddeleri',
        enrollment_agreements: 'Kayıt sözleşmeleri',
        readonly_enrollment_contracts: 'Salt okunur sözleşmeler',
      },
      fields: {
        contractText: 'Sözleşme metni',
        readonlyContract: 'Salt okunur sözleşme',
        enrollmentAgreementsId: 'Sözleşme',
        itemText: 'Madde metni',
        additionalInfo: 'Ek bilgi',
        itemNo: 'Madde no',
      },
      menu: {
        enrollment_agreements: 'Sözleşmeler',
        setup_readonly_contracts: 'Sözleşme şablonları',
      },
    },
  },
);
