import { defineLabels } from '../define-module.ts';

/** What user_types is called, in the five languages. */
export const userTypesLabels = defineLabels(
  {
    resources: {
      user_types: 'User types',
    },
    fields: {
      loginType: 'Login type',
      typeOrder: 'Order',
    },
    menu: {
      user_types: 'User types',
    },
  },
  {
    ar: {
      resources: {
        user_types: 'أنواع المستخدمين',
      },
      fields: {
        loginType: 'نوع الدخول',
        typeOrder: 'الترتيب',
      },
      menu: {
        user_types: 'أنواع المستخدمين',
      },
    },
    de: {
      resources: {
        user_types: 'Benutzertypen',
      },
      fields: {
        loginType: 'Anmeldetyp',
        typeOrder: 'Reihenfolge',
      },
      menu: {
        user_types: 'Benutzertypen',
      },
    },
    es: {
      resources: {
        user_types: 'Tipos de usuario',
      },
      fields: {
        loginType: 'Tipo de acceso',
        typeOrder: 'Orden',
      },
      menu: {
        user_types: 'Tipos de usuario',
      },
    },
    tr: {
      resources: {
        user_types: 'Kullanıcı tipleri',
      },
      fields: {
        loginType: 'Giriş türü',
        typeOrder: 'Sıra',
      },
      menu: {
        user_types: 'Kullanıcı tipleri',
      },
    },
  },
);
