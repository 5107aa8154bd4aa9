import {
  type Language,
  leaveRequests,
  readableDate,
  type RowOf,
  staffDuties,
  students,
  translate,
} from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { familyLanguage, guardianAccounts, notifyUsers } from '../notifications/notify-users.operation.ts';

/**
 * The warden approved or refused a leave: the student's guardians are told, with the dates and
 * the warden's note, in the school's language. Written as the system (the warden need not read
 * the guardians' accounts).
 */
export const notifyLeaveDecision = async (
  tx: Db,
  leave: RowOf<typeof leaveRequests>,
  fallback: Language,
): Promise<void> => {
  const student = await system(tx).of(students).first({ id: leave.student });
  if (!student) return;
  const language = await familyLanguage(tx, student.school, fallback);
  // Each guardian reads it in their own language (notifyUsers' `render`).
  const render = (reader: Language) => {
    const values = {
      student: `${student.name} ${student.lastName}`,
      from: readableDate(reader, leave.leaveFrom),
      until: readableDate(reader, leave.leaveUntil),
      status: translate(reader, `ui.values.${leave.leaveStatus}`),
      note: leave.decisionNote ? ` ${leave.decisionNote}` : '',
    };
    return {
      title: translate(reader, 'ui.dormitories.notify_leave_subject', values),
      body: translate(
        reader,
        leave.leaveStatus === 'approved'
          ? 'ui.dormitories.notify_leave_approved'
          : 'ui.dormitories.notify_leave_refused',
        values,
      ),
    };
  };
  await notifyUsers(tx, {
    users: await guardianAccounts(tx, student.id),
    student: student.id,
    school: student.school,
    kind: 'dorm_leave',
    render,
    link: '/dormitories/family',
    language,
  });
};

/**
 * A boarder missing at the roll call with no approved leave: their guardians and every warden
 * of the school are told at once (the warden who took it too: the alert is the record that it
 * went out). Answers how many accounts were told.
 */
export const notifyAbsence = async (
  tx: Db,
  absence: { student: number; building: string; date: string },
  fallback: Language,
): Promise<number> => {
  const store = system(tx);
  const student = await store.of(students).first({ id: absence.student });
  if (!student) return 0;
  const language = await familyLanguage(tx, student.school, fallback);
  const render = (reader: Language) => {
    const values = {
      student: `${student.name} ${student.lastName}`,
      building: absence.building,
      date: readableDate(reader, absence.date),
    };
    return {
      title: translate(reader, 'ui.dormitories.notify_absent_subject', values),
      body: translate(reader, 'ui.dormitories.notify_absent_body', values),
    };
  };
  const family = await guardianAccounts(tx, student.id);
  const wardens = (await store.of(staffDuties).list({ school: student.school, duty: 'warden' })).map((row) => row.user);
  const common = { student: student.id, school: student.school, kind: 'dorm_absence' as const, render, language };
  await notifyUsers(tx, { ...common, users: family, link: '/dormitories/family' });
  await notifyUsers(tx, {
    ...common,
    users: wardens.filter((user) => !family.includes(user)),
    link: '/dormitories/roll-call',
  });
  return family.length + wardens.length;
};
