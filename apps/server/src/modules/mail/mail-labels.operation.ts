import { MAIL_SECTIONS, mails, type MailSection } from '@kampus/contract';
import type { SignedInContext } from '../../core/actions.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/** The section filters of the spec (section 7), as repository conditions on the caller's copies. */
const SECTION_FILTERS = {
  inbox: { isSender: false, isTo: true, isTrashed: false },
  sent: { isSender: true, isTo: false, isTrashed: false },
  starred: { isStarred: true, isTrashed: false },
  drafts: { isDraft: true, isTrashed: false },
  trash: { isTrashed: true, isDraft: false },
} as const satisfies Record<MailSection, Record<string, boolean>>;

/** Each section's unread and total counts, for the sidebar and the top bar. */
export const mailLabels = async (db: Db, ctx: SignedInContext) => {
  const repo = scoped(db, ctx).of(mails);
  const entries = await Promise.all(
    MAIL_SECTIONS.map(async (section) => {
      const where = { ...SECTION_FILTERS[section], user: ctx.caller.id };
      const [totalCount, unreadCount] = [await repo.count(where), await repo.count({ ...where, isRead: false })];
      return [section, { unreadCount, totalCount }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<MailSection, { unreadCount: number; totalCount: number }>;
};

/** The inbox's unread count, pushed with each new mail (the top bar's badge). */
export const unreadInbox = (db: Db, ctx: SignedInContext): Promise<number> =>
  scoped(db, ctx)
    .of(mails)
    .count({ ...SECTION_FILTERS.inbox, user: ctx.caller.id, isRead: false });
