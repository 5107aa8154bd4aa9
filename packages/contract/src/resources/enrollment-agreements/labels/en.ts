import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
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
  ui: {
    // setup (issue 4)
    setup: {
      settings_of: 'Settings of {{name}}',
      static_texts_of: 'Static texts of {{name}}',
      items_of: 'Items of {{name}}',
      add_item: 'Add item',
      edit_item: 'Edit item {{no}}',
      delete_item: 'Delete item {{no}}',
      new_item: 'New item',
      no_items: 'This agreement has no items yet.',
      item_number: 'Item {{no}}',
      markdown_hint: 'Markdown: **bold**, *italic*, lists with -',
      template_none: 'None',
      agreement_not_found: 'The agreement was not found.',
    },
  },
} satisfies LabelSection;
