import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
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
  ui: {
    // setup (issue 4)
    setup: {
      settings_of: 'Ajustes de {{name}}',
      static_texts_of: 'Textos fijos de {{name}}',
      items_of: 'Cláusulas de {{name}}',
      add_item: 'Añadir cláusula',
      edit_item: 'Editar la cláusula {{no}}',
      delete_item: 'Eliminar la cláusula {{no}}',
      new_item: 'Nueva cláusula',
      no_items: 'Este acuerdo aún no tiene cláusulas.',
      item_number: 'Cláusula {{no}}',
      markdown_hint: 'Markdown: **negrita**, *cursiva*, listas con -',
      template_none: 'Ninguna',
      agreement_not_found: 'No se encontró el acuerdo.',
    },
  },
};
