import {
  boardingChecks,
  type Language,
  readableDate,
  type RowOf,
  students,
  translate,
  type TransportLeg,
  transportRoutes,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { familyLanguage, guardianAccounts, notifyUsers } from '../notifications/notify-users.operation.ts';
import { schoolClock } from '../school-life/school-clock.ts';

/** The notice's text per trip: the morning's asks whether it was expected, the afternoon's to call. */
const NOTICE_BODY: Record<TransportLeg, string> = {
  morning: 'ui.transport.notice_body_morning',
  afternoon: 'ui.transport.notice_body_afternoon',
};

/**
 * Tells the guardians (each with an account) of a student who did not get on the bus: an in-app
 * notification in the check's transaction and a job sending it by mail or SMS as they chose, as
 * discipline's notice does (discipline/notify-parents.operation.ts). Stamps `familyNotifiedAt`,
 * which is what keeps a second check of the same trip from telling them again. Written as the
 * system: the escort may not read the guardians' accounts, and need not.
 */
export const notifyNotOnBoard = async (
  tx: Db,
  ctx: RequestContext,
  check: RowOf<typeof boardingChecks>,
): Promise<number> => {
  const store = system(tx);
  const student = await store.of(students).first({ id: check.studentId });
  const route = await store.of(transportRoutes).first({ id: check.transportRoute });
  if (!student || !route) return 0;
  const language = await familyLanguage(tx, student.school, ctx.language);
  const told = await notifyUsers(tx, {
    users: await guardianAccounts(tx, student.id),
    school: student.school,
    student: student.id,
    kind: 'transport_boarding',
    render: (reader: Language) => {
      const values = {
        student: `${student.name} ${student.lastName}`,
        route: route.title,
        date: readableDate(reader, check.checkDate),
      };
      return {
        title: translate(reader, 'ui.transport.notice_subject', values),
        body: translate(reader, NOTICE_BODY[check.leg], values),
      };
    },
    link: `/student/${student.id}/transport`,
    language,
  });
  const clock = await schoolClock(tx, student.school);
  await store.of(boardingChecks).update(check.id, { familyNotifiedAt: `${clock.date} ${clock.time}` });
  return told;
};
