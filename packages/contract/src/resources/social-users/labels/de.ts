import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
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
};
