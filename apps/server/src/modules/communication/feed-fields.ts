import { AUDIENCE_GROUPS, FEED_MAX_FILES, FEED_MAX_TAGS } from '@kampus/contract';
import { violation } from '../../core/problem.ts';

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= max;

/**
 * The shapes of a post's JSON fields, which the engine stores as given: `audiences` a list of
 * distinct groups, `tags` short words, `files` `{name, url}` pairs on http(s) or our `/files`.
 * A wrong one is a 422 on that field, so a post never stores what the screens cannot show.
 */
export const checkFeedJson = (data: Record<string, unknown>): Record<string, unknown> => {
  const { audiences, tags, files, coverPicture } = data;
  // Shown as an image's source: only the web or our own `/files/` (never `javascript:` or `data:`).
  if (typeof coverPicture === 'string' && coverPicture !== '' && !/^(https?:\/\/|\/files\/)/.test(coverPicture))
    throw violation('coverPicture', 'validation.invalid');
  if (audiences !== undefined && audiences !== null) {
    const groups: readonly unknown[] = AUDIENCE_GROUPS;
    if (
      !Array.isArray(audiences) ||
      !audiences.every((group) => groups.includes(group)) ||
      new Set(audiences).size !== audiences.length
    )
      throw violation('audiences', 'validation.invalid_choice');
  }
  if (tags !== undefined && tags !== null) {
    if (!Array.isArray(tags) || tags.length > FEED_MAX_TAGS || !tags.every((tag) => isText(tag, 40)))
      throw violation('tags', 'validation.invalid');
  }
  if (files !== undefined && files !== null) {
    const fileOk = (file: unknown): boolean => {
      if (typeof file !== 'object' || file === null) return false;
      const { name, url } = file as { name?: unknown; url?: unknown };
      return isText(name, 200) && isText(url, 512) && /^(https?:\/\/|\/files\/)/.test(url);
    };
    if (!Array.isArray(files) || files.length > FEED_MAX_FILES || !files.every(fileOk))
      throw violation('files', 'validation.invalid');
  }
  return data;
};
