import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

/** The privacy module's labels in Spanish. */
export const labels: Translated<typeof en> = {
  menu: {
    retention_runs: 'Registro de destrucción',
  },
  ui: {
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
      rule_text: '{{period}} desde {{from}}',
    },
  },
};
