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
    retention_runs: 'Registro de destrucción',
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
    retention: {
      intro:
        'Cada mes, el programador de conservación destruye o anonimiza los datos personales cuyo plazo, según el inventario de datos, ha vencido, y guarda un registro durante tres años. Las filas bajo un bloqueo legal (una solicitud del interesado sin responder, un saldo pendiente) se conservan y se cuentan.',
      dry_run: 'Simulación',
      dry_run_title: 'Lo que haría una ejecución ahora',
      nothing_due: 'Ningún plazo ha vencido.',
      no_runs: 'Todavía no hay ejecuciones.',
      schedule: 'Programador',
      manual: 'Un superadministrador',
      running: 'En curso',
      done: 'Terminado',
      resource: 'Registros',
      rule: 'Regla',
      method: 'Método',
      count: 'Filas',
      held: 'Retenidas',
      ids: 'Ids',
      destroy: 'Destruidas',
      anonymise: 'Anonimizadas',
      refused: 'Rechazadas',
      held_method: 'Retenidas (bloqueo legal)',
      from_creation: 'la creación',
      from_season_end: 'el fin de su temporada',
      from_student_leaving: 'la salida del alumno',
      from_last_update: 'el último cambio',
      rule_text: '{{period}} desde {{from}}',
    },
  },
};
