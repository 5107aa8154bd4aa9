import { libraryHolds, libraryTitles, students, translate, type RowOf } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { familyLanguage, guardianAccounts, notifyUsers } from '../notifications/notify-users.operation.ts';

/**
 * A hold became ready (its copy came back and is kept): the holder hears of it, in the return's
 * transaction: a student's guardians, or the member of staff themself, are told the title waits at
 * the desk. Answers how many were told.
 */
export const notifyHoldReady = async (
  tx: Db,
  ctx: RequestContext,
  hold: RowOf<typeof libraryHolds>,
): Promise<number> => {
  const store = system(tx);
  const title = await store.of(libraryTitles).first({ id: hold.libraryTitle });
  const student = hold.student === null ? undefined : await store.of(students).first({ id: hold.student });
  const language = await familyLanguage(tx, hold.school, ctx.language);
  const values = {
    title: title?.title ?? '',
    student: student ? `${student.name} ${student.lastName}` : '',
  };
  const users = student
    ? await guardianAccounts(tx, student.id)
    : hold.staffBorrower === null
      ? []
      : [hold.staffBorrower];
  return notifyUsers(tx, {
    users,
    school: hold.school,
    student: student?.id ?? null,
    kind: 'library_hold',
    title: translate(language, 'notifications.library_hold_subject', values),
    body: translate(
      language,
      student ? 'notifications.library_hold_body_student' : 'notifications.library_hold_body_staff',
      values,
    ),
    // A student's family reads their loans and holds on Library books; staff have no such page.
    link: student ? '/library/books' : '/account/home',
    language,
  });
};
