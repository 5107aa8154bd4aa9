import { defineLabels } from '../define-module.ts';

/** What impersonate_logs is called, in the five languages. */
export const impersonateLogsLabels = defineLabels(
  {
    resources: {
      impersonate_logs: 'Impersonation logs',
    },
    fields: {
      impersonateUser: 'Impersonated user',
      impersonatorName: 'Impersonated by',
      impersonatedName: 'Impersonated user',
    },
    menu: {
      impersonate_log: 'Impersonation log',
    },
  },
  {
    ar: {
      resources: {
        impersonate_logs: 'سجلات انتحال الهوية',
      },
      fields: {
        impersonateUser: 'المستخدم المنتحل',
        impersonatorName: 'انتحل الهوية',
        impersonatedName: 'المستخدم المنتحل',
      },
      menu: {
        impersonate_log: 'سجل الدخول كمستخدم آخر',
      },
    },
    de: {
      resources: {
        impersonate_logs: 'Protokoll der Benutzerübernahmen',
      },
      fields: {
        impersonateUser: 'Übernommener Benutzer',
        impersonatorName: 'Übernommen von',
        impersonatedName: 'Übernommener Benutzer',
      },
      menu: {
        impersonate_log: 'Protokoll „Anmelden als“',
      },
    },
    es: {
      resources: {
        impersonate_logs: 'Registros de suplantación',
      },
      fields: {
        impersonateUser: 'Usuario suplantado',
        impersonatorName: 'Suplantado por',
        impersonatedName: 'Usuario suplantado',
      },
      menu: {
        impersonate_log: 'Registro de suplantaciones',
      },
    },
    tr: {
      resources: {
        impersonate_logs: 'Kullanıcı yerine geçme kayıtları',
      },
      fields: {
        impersonateUser: 'Yerine geçilen kullanıcı',
        impersonatorName: 'Yerine geçen',
        impersonatedName: 'Yerine geçilen kullanıcı',
      },
      menu: {
        impersonate_log: 'Kullanıcı olarak giriş kayıtları',
      },
    },
  },
);
