import { defineLabels } from '../define-module.ts';

/** Product news, in the five languages. */
export const recentUpdatesLabels = defineLabels(
  {
    resources: { recent_updates: 'Recent updates' },
    fields: { publishedAt: 'Published on' },
    menu: { recent_updates: 'Recent updates' },
  },
  {
    ar: {
      resources: { recent_updates: 'آخر التحديثات' },
      fields: { publishedAt: 'تاريخ النشر' },
      menu: { recent_updates: 'آخر التحديثات' },
    },
    de: {
      resources: { recent_updates: 'Neuigkeiten' },
      fields: { publishedAt: 'Veröffentlicht am' },
      menu: { recent_updates: 'Neuigkeiten' },
    },
    es: {
      resources: { recent_updates: 'Novedades' },
      fields: { publishedAt: 'Publicado el' },
      menu: { recent_updates: 'Novedades' },
    },
    tr: {
      resources: { recent_updates: 'Yenilikler' },
      fields: { publishedAt: 'Yayın tarihi' },
      menu: { recent_updates: 'Yenilikler' },
    },
  },
);
