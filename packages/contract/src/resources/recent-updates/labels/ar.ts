import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { recent_updates: 'آخر التحديثات' },
  fields: { publishedAt: 'تاريخ النشر' },
  menu: { recent_updates: 'آخر التحديثات' },
};
