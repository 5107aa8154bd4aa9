import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    schools: 'Schulen',
  },
  fields: {
    menuTitle: 'Menütitel',
    founder: 'Gründer',
    representative: 'Vertreter',
    principal: 'Schulleitung',
    phone1: 'Telefon 1',
    phone2: 'Telefon 2',
    fax: 'Fax',
    zip: 'Postleitzahl',
    ibCode: 'IB-Code',
    ceebCode: 'CEEB-Code',
    picture: 'Bild',
    favicon: 'Favicon',
    smallLogo: 'Kleines Logo',
    logo: 'Logo',
    bigLogo: 'Großes Logo',
    googleLink: 'Google-Link',
    googleMap: 'Google-Karte',
    timezone: 'Zeitzone',
    classLevels: 'Klassenstufen',
    transcriptRank: 'Klassenrang im Zeugnis',
  },
  menu: {
    organization_list: 'Einrichtungen',
  },
};
