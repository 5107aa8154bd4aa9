import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { mails: 'Post' },
  fields: {
    isSender: 'Von mir gesendet',
    isTo: 'An mich',
    isCc: 'Cc an mich',
    isBcc: 'Bcc an mich',
    isRead: 'Gelesen',
    isStarred: 'Markiert',
    isTrashed: 'Im Papierkorb',
    isDraft: 'Entwurf',
  },
};
