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
  ui: {
    // setup (issue 4)
    setup: {
      settings_of: '{{name}} ayarları',
      static_texts_of: '{{name}} sabit metinleri',
      items_of: '{{name}} maddeleri',
      add_item: 'Madde ekle',
      edit_item: '{{no}}. maddeyi düzenle',
      delete_item: '{{no}}. maddeyi sil',
      new_item: 'Yeni madde',
      no_items: 'Bu sözleşmede henüz madde yok.',
      item_number: 'Madde {{no}}',
      markdown_hint: 'Markdown: **kalın**, *italik*, - ile listeler',
      template_none: 'Yok',
      agreement_not_found: 'Sözleşme bulunamadı.',
    },
  },
};
