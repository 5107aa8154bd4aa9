import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
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
};
