import { createHash } from 'node:crypto';
import type { Row } from './hooks.ts';
import { Problem } from './problem.ts';

/**
 * A record's version as an HTTP entity tag (issue 10, part 4; docs/audit.md, "Versions").
 *
 * The tag is a digest of the stored row, every column included, not of `updatedAt`: hooks and
 * named operations change rows with plain SQL that leaves `updated_at` alone (a menu's move,
 * a season made default), and a version that misses such a change would let a stale `If-Match`
 * through. A digest changes with any column, needs no migration and no extra read: every item
 * answer already holds the row. The tag is strong (If-Match compares strongly, RFC 9110 13.1.1).
 */
export const etagOf = (row: Row): string => {
  const text = JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
  return `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
};

/** The tags an `If-Match` header names; `*` is any current version. */
const tagsOf = (header: string): string[] =>
  header
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);

/**
 * Refuses with 412 a change whose `If-Match` names no tag of the row's current version. Call it
 * on the row read under `FOR UPDATE` in the change's own transaction: the row cannot change
 * between this check and the write. Without the header the change proceeds (a client that does
 * not ask is not refused); a weak tag (`W/"..."`) never matches, as RFC 9110 says for If-Match.
 */
export const checkVersion = (current: Row, ifMatch: string | undefined): void => {
  if (ifMatch === undefined) return;
  const tags = tagsOf(ifMatch);
  if (tags.includes('*')) return;
  if (tags.includes(etagOf(current))) return;
  throw new Problem(412, 'errors.precondition_failed', 'errors.record_changed');
};
