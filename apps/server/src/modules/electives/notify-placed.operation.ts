import { electiveOffers, students, translate, type Language, type RowOf } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { notifyStudentFamily } from '../notifications/notify-users.operation.ts';

/**
 * A place came free and the first on the waiting list got it: the student's guardians, and the
 * student when they have an account, are told in the same transaction, each in their own
 * language, with a link to the family's electives page. Answers how many were told.
 */
export const notifyPlaced = async (
  tx: Db,
  ctx: RequestContext,
  placed: { offer: RowOf<typeof electiveOffers>; student: number; section: number },
): Promise<number> => {
  const student = await system(tx).of(students).first({ id: placed.student });
  if (!student) return 0;
  const values = {
    student: `${student.name} ${student.lastName}`,
    title: placed.offer.title,
    block: placed.offer.block,
    section: String(placed.section),
  };
  const render = (reader: Language) => ({
    title: translate(reader, 'ui.electives.notify_placed_subject', values),
    body: translate(reader, 'ui.electives.notify_placed_body', values),
  });
  return notifyStudentFamily(tx, student, {
    kind: 'elective_placed',
    render,
    link: '/electives',
    fallback: ctx.language,
  });
};
