import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { recent_updates: 'Neuigkeiten' },
  fields: { publishedAt: 'Veröffentlicht am' },
  menu: { recent_updates: 'Neuigkeiten' },
};
