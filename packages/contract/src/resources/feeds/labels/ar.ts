import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { feeds: 'المنشورات', feed_likes: 'الإعجابات', feed_comments: 'التعليقات' },
  fields: {
    shortText: 'نص قصير',
    content: 'المحتوى',
    coverPicture: 'صورة الغلاف',
    tags: 'الوسوم',
    feedType: 'النوع',
    related: 'ذو صلة',
    commentsOn: 'التعليقات مفعلة',
    audiences: 'يظهر لـ',
    poster: 'نشره',
    postedAt: 'تاريخ النشر',
    feed: 'المنشور',
    comment: 'تعليق',
  },
};
