import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { mails: 'Posta' },
  fields: {
    isSender: 'Gönderen benim',
    isTo: 'Bana',
    isCc: 'Bilgi olarak bana',
    isBcc: 'Gizli bilgi olarak bana',
    isRead: 'Okundu',
    isStarred: 'Yıldızlı',
    isTrashed: 'Çöp kutusunda',
    isDraft: 'Taslak',
  },
};
