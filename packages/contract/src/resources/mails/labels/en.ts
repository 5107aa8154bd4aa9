import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: { mails: 'Mail' },
  fields: {
    isSender: 'Sent by me',
    isTo: 'To me',
    isCc: 'Cc to me',
    isBcc: 'Bcc to me',
    isRead: 'Read',
    isStarred: 'Starred',
    isTrashed: 'In the trash',
    isDraft: 'Draft',
  },
} satisfies LabelSection;
