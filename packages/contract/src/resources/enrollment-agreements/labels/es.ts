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
};
