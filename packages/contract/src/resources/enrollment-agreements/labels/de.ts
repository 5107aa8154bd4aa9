import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
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
};
