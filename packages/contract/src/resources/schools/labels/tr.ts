import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    schools: 'Okullar',
  },
  fields: {
    menuTitle: 'Menü başlığı',
    founder: 'Kurucu',
    representative: 'Temsilci',
    principal: 'Müdür',
    phone1: 'Telefon 1',
    phone2: 'Telefon 2',
    fax: 'Faks',
    zip: 'Posta kodu',
    ibCode: 'IB kodu',
    ceebCode: 'CEEB kodu',
    picture: 'Resim',
    favicon: 'Favicon',
    smallLogo: 'Küçük logo',
    logo: 'Logo',
    bigLogo: 'Büyük logo',
    googleLink: 'Google bağlantısı',
    googleMap: 'Google haritası',
    timezone: 'Saat dilimi',
    classLevels: 'Sınıf seviyeleri',
    transcriptRank: 'Transkriptte sınıf sıralaması',
  },
  menu: {
    organization_list: 'Kurumlar',
  },
};
