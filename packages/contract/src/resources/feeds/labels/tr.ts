import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { feeds: 'Paylaşımlar', feed_likes: 'Beğeniler', feed_comments: 'Yorumlar' },
  fields: {
    shortText: 'Kısa metin',
    content: 'İçerik',
    coverPicture: 'Kapak resmi',
    tags: 'Etiketler',
    feedType: 'Tür',
    related: 'İlgili',
    commentsOn: 'Yorumlar açık',
    audiences: 'Kimler görür',
    poster: 'Paylaşan',
    postedAt: 'Paylaşım zamanı',
    feed: 'Paylaşım',
    comment: 'Yorum',
  },
};
