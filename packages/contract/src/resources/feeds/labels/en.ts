import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: { feeds: 'Feed posts', feed_likes: 'Likes', feed_comments: 'Comments' },
  fields: {
    shortText: 'Short text',
    content: 'Content',
    coverPicture: 'Cover picture',
    tags: 'Tags',
    feedType: 'Type',
    related: 'Related',
    commentsOn: 'Comments on',
    audiences: 'Shown to',
    poster: 'Posted by',
    postedAt: 'Posted at',
    feed: 'Post',
    comment: 'Comment',
  },
} satisfies LabelSection;
