import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { mails: 'البريد' },
  fields: {
    isSender: 'مرسل مني',
    isTo: 'إليّ',
    isCc: 'نسخة إليّ',
    isBcc: 'نسخة مخفية إليّ',
    isRead: 'مقروء',
    isStarred: 'مميز بنجمة',
    isTrashed: 'في المهملات',
    isDraft: 'مسودة',
  },
};
