import { defineLabels } from '../define-module.ts';

/** What mails and their flags are called, in the five languages. */
export const mailsLabels = defineLabels(
  {
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
  },
  {
    ar: {
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
    },
    de: {
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
    },
    es: {
      resources: { mails: 'Correo' },
      fields: {
        isSender: 'Enviado por mí',
        isTo: 'Para mí',
        isCc: 'Cc para mí',
        isBcc: 'Cco para mí',
        isRead: 'Leído',
        isStarred: 'Destacado',
        isTrashed: 'En la papelera',
        isDraft: 'Borrador',
      },
    },
    tr: {
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
    },
  },
);
