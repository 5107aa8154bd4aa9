import { defineLabels } from '../define-module.ts';

/** What user_schools is called, in the five languages. */
export const userSchoolsLabels = defineLabels(
  {
    resources: {
      user_schools: 'User schools',
    },
  },
  {
    ar: {
      resources: {
        user_schools: 'مدارس المستخدمين',
      },
    },
    de: {
      resources: {
        user_schools: 'Schulzuordnungen',
      },
    },
    es: {
      resources: {
        user_schools: 'Escuelas de usuarios',
      },
    },
    tr: {
      resources: {
        user_schools: 'Kullanıcı okulları',
      },
    },
  },
);
