import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    countries: 'Länder',
  },
  fields: {
    iso3: 'ISO3-Code',
    phoneCode: 'Vorwahl',
    isPublished: 'Veröffentlicht',
  },
};
