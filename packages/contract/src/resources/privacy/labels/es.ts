import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    disclosures: 'Registro de comunicaciones',
    consents: 'Consentimientos',
  },
  fields: {
    clientKind: 'Tipo de destinatario',
    client: 'Destinatario',
    route: 'Ruta',
    recordCount: 'Registros',
    studentIds: 'Estudiantes',
    consentKind: 'Consentimiento para',
    given: 'Otorgado',
    textVersion: 'Versión del texto',
    givenBy: 'Otorgado por',
  },
  menu: {
    disclosures: 'Registro de comunicaciones',
    consents: 'Consentimientos',
  },
  ui: {
    values: {
      api_key: 'Clave de API',
      oneroster: 'OneRoster',
      lti: 'Herramienta LTI',
      partner: 'Socio',
      photo_publication: 'Publicación de fotos',
      notification_email: 'Notificaciones por correo',
      notification_sms: 'Notificaciones por SMS',
      notification_push: 'Notificaciones push',
      marketing: 'Publicidad',
    },
    privacy: {
      title: 'Consentimientos',
      intro:
        'Lo que permite hacer al centro. Puede retirar un consentimiento en cualquier momento; rige desde entonces.',
      self: 'Para mí',
      saved: 'Su elección ha quedado registrada.',
    },
  },
};
