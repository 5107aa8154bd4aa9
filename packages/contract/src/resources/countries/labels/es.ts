import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    countries: 'Países',
  },
  fields: {
    iso3: 'Código ISO3',
    phoneCode: 'Prefijo telefónico',
    isPublished: 'Publicado',
  },
};
