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
  ui: {
    // setup (issue 4)
    setup: {
      settings_of: 'Einstellungen von {{name}}',
      static_texts_of: 'Feste Texte von {{name}}',
      items_of: 'Punkte von {{name}}',
      add_item: 'Punkt hinzufügen',
      edit_item: 'Punkt {{no}} bearbeiten',
      delete_item: 'Punkt {{no}} löschen',
      new_item: 'Neuer Punkt',
      no_items: 'Diese Vereinbarung hat noch keine Punkte.',
      item_number: 'Punkt {{no}}',
      markdown_hint: 'Markdown: **fett**, *kursiv*, Listen mit -',
      template_none: 'Keine',
      agreement_not_found: 'Die Vereinbarung wurde nicht gefunden.',
    },
  },
};
