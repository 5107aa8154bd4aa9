import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { feeds: 'Beiträge', feed_likes: 'Gefällt mir', feed_comments: 'Kommentare' },
  fields: {
    shortText: 'Kurztext',
    content: 'Inhalt',
    coverPicture: 'Titelbild',
    tags: 'Schlagwörter',
    feedType: 'Art',
    related: 'Verwandt',
    commentsOn: 'Kommentare an',
    audiences: 'Sichtbar für',
    poster: 'Verfasst von',
    postedAt: 'Veröffentlicht am',
    feed: 'Beitrag',
    comment: 'Kommentar',
  },
};
