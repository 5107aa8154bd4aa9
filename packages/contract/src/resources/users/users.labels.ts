import { defineLabels } from '../define-module.ts';

/** What users is called, in the five languages. */
export const usersLabels = defineLabels(
  {
    resources: {
      users: 'Users',
    },
    fields: {
      uuid: 'UUID',
      schoolId: 'School',
      expiresAt: 'Expires at',
      isSuperadmin: 'Superadmin',
      password: 'Password',
      homeAddress: 'Home address',
      workAddress: 'Work address',
    },
    menu: {
      user_list: 'Users',
    },
  },
  {
    ar: {
      resources: {
        users: 'المستخدمون',
      },
      fields: {
        uuid: 'UUID',
        schoolId: 'المدرسة',
        expiresAt: 'تاريخ انتهاء الصلاحية',
        isSuperadmin: 'مشرف عام',
        password: 'كلمة المرور',
        homeAddress: 'عنوان المنزل',
        workAddress: 'عنوان العمل',
      },
      menu: {
        user_list: 'المستخدمون',
      },
    },
    de: {
      resources: {
        users: 'Benutzer',
      },
      fields: {
        uuid: 'UUID',
        schoolId: 'Schule',
        expiresAt: 'Gültig bis',
        isSuperadmin: 'Superadmin',
        password: 'Passwort',
        homeAddress: 'Privatadresse',
        workAddress: 'Arbeitsadresse',
      },
      menu: {
        user_list: 'Benutzer',
      },
    },
    es: {
      resources: {
        users: 'Usuarios',
      },
      fields: {
        uuid: 'UUID',
        schoolId: 'Escuela',
        expiresAt: 'Caduca el',
        isSuperadmin: 'Superadministrador',
        password: 'Contraseña',
        homeAddress: 'Dirección particular',
        workAddress: 'Dirección del trabajo',
      },
      menu: {
        user_list: 'Usuarios',
      },
    },
    tr: {
      resources: {
        users: 'Kullanıcılar',
      },
      fields: {
        uuid: 'UUID',
        schoolId: 'Okul',
        expiresAt: 'Geçerlilik sonu',
        isSuperadmin: 'Süper yönetici',
        password: 'Şifre',
        homeAddress: 'Ev adresi',
        workAddress: 'İş adresi',
      },
      menu: {
        user_list: 'Kullanıcılar',
      },
    },
  },
);
