import {
  attendances,
  attendanceTypes,
  guardians,
  readableDate,
  students,
  translate,
  UNKNOWN_ATTENDANCE_TYPE_ID,
  type Language,
  type RowOf,
} from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { notifyUsers } from './notify-users.operation.ts';

type Attendance = RowOf<typeof attendances>;

/** Absent: an attendance type of the absent colour, but not "unknown" (not yet taken). */
const absentTypes = async (db: Db): Promise<Set<number>> =>
  new Set(
    (await system(db).of(attendanceTypes).list({ status: 1 }))
      .map((type) => type.id)
      .filter((id) => id !== UNKNOWN_ATTENDANCE_TYPE_ID),
  );

/**
 * When students are marked absent, each guardian with an account gets an in-app notification at
 * once (in the same transaction as the attendance) and a job that sends it on the channels they
 * chose. Written as the system: the teacher cannot read guardians' accounts, and need not.
 */
export const notifyAbsences = async (tx: Db, rows: readonly Attendance[], language: Language): Promise<void> => {
  const absent = await absentTypes(tx);
  const marked = rows.filter((row) => row.attendanceType !== null && absent.has(row.attendanceType));
  if (marked.length === 0) return;
  const store = system(tx);
  for (const row of marked) {
    const student = await store.of(students).first({ id: row.student });
    if (!student) continue;
    const family = (await store.of(guardians).list({ studentId: student.id })).filter((guardian) => guardian.user);
    if (family.length === 0) continue;
    const name = `${student.name} ${student.lastName}`;
    const lesson = row.enterTime ? row.enterTime.slice(0, 5) : '';
    // Each guardian in their own language (notifyUsers' `render`), the day as it writes it.
    await notifyUsers(tx, {
      users: family.map((guardian) => guardian.user as number),
      school: student.school,
      student: student.id,
      kind: 'absence',
      link: '/account/student',
      language,
      render: (reader: Language) => {
        const date = readableDate(reader, row.attendanceDate);
        return {
          title: translate(reader, 'notifications.absence_subject', { student: name }),
          // A day's absence has no lesson time: the body then names the day only.
          body: lesson
            ? translate(reader, 'notifications.absence_body', { student: name, date, lesson })
            : translate(reader, 'notifications.absence_body_day', { student: name, date }),
        };
      },
    });
  }
};
