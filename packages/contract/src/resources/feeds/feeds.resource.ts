import {
  audiences,
  boolean,
  dateTime,
  defineResource,
  enumOf,
  everyone,
  json,
  longText,
  own,
  ref,
  staff,
  staffAndTeachers,
  text,
  url,
} from '../../resource/index.ts';

export const FEED_TYPES = ['news', 'announcement', 'event', 'achievement'] as const;

/** Most tags a post carries, and most files attached to it. */
export const FEED_MAX_TAGS = 10;
export const FEED_MAX_FILES = 10;
/** Most students a post names as pictured. */
export const FEED_MAX_PICTURED = 50;

/**
 * A post of a school's feed. `content` is markdown (rendered without raw HTML on the web);
 * `audiences` lists the groups it is shown to (`AUDIENCE_GROUPS`), none meaning the whole school,
 * enforced in SQL (docs/feed-and-classes.md). `poster` and `postedAt` are the server's; likes and
 * comments are embedded on read (`likes[].createdBy.isMe`, spec section 3).
 */
export const feeds = defineResource({
  name: 'feeds',
  type: 'Feed',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    title: text({ required: true, maxLength: 150 }),
    shortText: text({ maxLength: 300 }),
    content: longText({ maxLength: 20000, multiline: true }),
    coverPicture: url({ maxLength: 512, filePicker: true }),
    files: json(),
    tags: json(),
    feedType: enumOf(FEED_TYPES, { default: 'news' }),
    url: url({ maxLength: 512 }),
    related: text({ maxLength: 150 }),
    commentsOn: boolean({ default: true }),
    audiences: json(),
    /**
     * The students in the post's pictures (their ids): each must have a photo-publication consent
     * given by their family, their latest record (docs/privacy.md), or the post is 422 on it.
     */
    pictured: json(),
    // setNull on purpose: the record outlives the account of who wrote it (shown as unknown author).
    poster: ref('users', { readOnly: true, onDelete: 'setNull', embed: ['name', 'lastName'] }),
    postedAt: dateTime({ readOnly: true }),
  },
  ownField: 'poster',
  audienceField: 'audiences',
  filters: ['school', 'poster', 'feedType'],
  orderFields: ['postedAt', 'title'],
  defaultOrder: { postedAt: 'desc' },
  searchFields: ['title', 'shortText'],
  list: ['title', 'feedType', 'poster', 'postedAt', 'commentsOn'],
  labelField: 'title',
  access: {
    list: everyone,
    read: everyone,
    create: staffAndTeachers,
    update: [...staff, 'teacher:own'],
    delete: [...staff, 'teacher:own'],
  },
});

/** One user's like of a post: one per post and user; unliking deletes one's own. */
export const feedLikes = defineResource({
  name: 'feed_likes',
  type: 'FeedLike',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    feed: ref('feeds', { required: true, onDelete: 'cascade', sameSchool: true }),
    createdBy: ref('users', { readOnly: true, onDelete: 'cascade' }),
  },
  uniques: [['feed', 'createdBy']],
  ownField: 'createdBy',
  audienceVia: 'feed',
  filters: ['school', 'feed', 'createdBy'],
  defaultOrder: { id: 'asc' },
  list: ['feed', 'createdBy'],
  access: { list: everyone, read: everyone, create: everyone, update: [], delete: own(...audiences) },
});

/** A comment on a post: its writer edits and deletes it; staff delete any (moderation). */
export const feedComments = defineResource({
  name: 'feed_comments',
  type: 'FeedComment',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    feed: ref('feeds', { required: true, onDelete: 'cascade', sameSchool: true }),
    comment: longText({ required: true, maxLength: 2000, multiline: true }),
    createdBy: ref('users', { readOnly: true, onDelete: 'cascade', embed: ['name', 'lastName'] }),
  },
  ownField: 'createdBy',
  audienceVia: 'feed',
  filters: ['school', 'feed', 'createdBy'],
  defaultOrder: { id: 'asc' },
  list: ['feed', 'comment', 'createdBy'],
  labelField: 'comment',
  access: {
    list: everyone,
    read: everyone,
    create: everyone,
    update: own(...audiences),
    delete: [...staff, ...own('teacher', 'parent', 'student')],
  },
});

/** What a post's upload is for: its cover picture (an image) or one of its files. */
export const FEED_UPLOAD_KINDS = ['cover', 'file'] as const;
/** A post's cover picture or file, at most this many bytes. */
export const FEED_FILE_MAX_BYTES = 5 * 1024 * 1024;
