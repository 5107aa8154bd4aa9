import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    configurations: 'Yapılandırmalar',
  },
  fields: {
    key: 'Anahtar',
    value: 'Değer',
  },
  menu: {
    config: 'Yapılandırma',
    system: 'Sistem',
  },
};
