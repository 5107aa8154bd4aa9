import { defineLabels } from '../define-module.ts';

/** What facebook_users, google_users are called, in the five languages. */
export const socialUsersLabels = defineLabels(
  {
    resources: {
      facebook_users: 'Linked Facebook accounts',
      google_users: 'Linked Google accounts',
    },
    fields: {
      googleUserId: 'Google user ID',
      googleEmail: 'Google e-mail',
      facebookUserId: 'Facebook user ID',
      facebookEmail: 'Facebook e-mail',
    },
  },
  {
    ar: {
      resources: {
        facebook_users: 'حسابات Facebook المرتبطة',
        google_users: 'حسابات Google المرتبطة',
      },
      fields: {
        googleUserId: 'معرّف مستخدم Google',
        googleEmail: 'بريد Google',
        facebookUserId: 'معرّف مستخدم Facebook',
        facebookEmail: 'بريد Facebook',
      },
    },
    de: {
      resources: {
        facebook_users: 'Verknüpfte Facebook-Konten',
        google_users: 'Verknüpfte Google-Konten',
      },
      fields: {
        googleUserId: 'Google-Benutzer-ID',
        googleEmail: 'Google-E-Mail',
        facebookUserId: 'Facebook-Benutzer-ID',
        facebookEmail: 'Facebook-E-Mail',
      },
    },
    es: {
      resources: {
        facebook_users: 'Cuentas de Facebook vinculadas',
        google_users: 'Cuentas de Google vinculadas',
      },
      fields: {
        googleUserId: 'ID de usuario de Google',
        googleEmail: 'Correo de Google',
        facebookUserId: 'ID de usuario de Facebook',
        facebookEmail: 'Correo de Facebook',
      },
    },
    tr: {
      resources: {
        facebook_users: 'Bağlı Facebook hesapları',
        google_users: 'Bağlı Google hesapları',
      },
      fields: {
        googleUserId: 'Google kullanıcı kimliği',
        googleEmail: 'Google e-postası',
        facebookUserId: 'Facebook kullanıcı kimliği',
        facebookEmail: 'Facebook e-postası',
      },
    },
  },
);
