import { UNKNOWN_ATTENDANCE_TYPE_ID } from '@kampus/contract/constants';
import { iri, parseReference } from '@kampus/contract/resource';
import type { RegisterSave } from '../../api/register-outbox.ts';
import type { ScheduleRecord, StudentRecord } from '../../api/school-life.ts';
import type { GradingTerm } from '../../api/types.ts';

/**
 * The grading term a day falls in. Between two terms (a holiday) the term that last started
 * still holds; before the first one, the first.
 */
export const currentGradingTerm = (terms: readonly GradingTerm[], today: string): GradingTerm | undefined => {
  const dated = terms.filter((term) => term.startDate);
  const inside = dated.find((term) => (term.startDate ?? '') <= today && today <= (term.endDate ?? '9999-12-31'));
  if (inside) return inside;
  const started = dated.filter((term) => (term.startDate ?? '') <= today);
  return started.sort((a, b) => (a.startDate ?? '').localeCompare(b.startDate ?? '')).at(-1) ?? terms[0];
};

/** Spec: the lesson that is on now (by time) and whose attendance is not yet taken. */
export const currentSchedule = (schedules: readonly ScheduleRecord[], now: string): ScheduleRecord | undefined =>
  schedules.find(
    (schedule) => schedule.isDoneAttendance !== '1' && schedule.enterTime <= now && now < schedule.exitTime,
  );

/** The lesson that is on now (by time): one whose attendance is not taken first, else a taken one. */
export const lessonOnNow = (schedules: readonly ScheduleRecord[], now: string): ScheduleRecord | undefined =>
  currentSchedule(schedules, now) ?? schedules.find((schedule) => schedule.enterTime <= now && now < schedule.exitTime);

/**
 * The students of a lesson's class for a grading term (the term of each member matched), each
 * once; a batch's lesson (an elective's section) takes its batch's students, whatever the term.
 */
export const studentsOfTerm = (schedule: ScheduleRecord, termId: number | undefined): StudentRecord[] => {
  if (schedule.batch) return schedule.batch.students.flatMap((member) => (member.student ? [member.student] : []));
  if (termId === undefined) return [];
  const seen = new Set<number>();
  const students: StudentRecord[] = [];
  for (const member of schedule.classId?.students ?? []) {
    if (parseReference(member.term, 'grading_terms') !== termId || !member.student) continue;
    if (seen.has(member.student.id)) continue;
    seen.add(member.student.id);
    students.push(member.student);
  }
  return students;
};

/**
 * One attendance per student of the lesson: available students carry no type, the others the
 * unknown type (id 100). The lesson's class, type, branch, teacher and times go on each.
 */
/**
 * The pop-up's marks as the lesson's register save, kept on the phone when the bulk call cannot
 * reach the server (issue 30, part 4). Every line's `from` is null: the pop-up opens only while
 * nothing is recorded for the lesson, so a line someone else records meanwhile is a conflict the
 * register shows, never overwritten.
 */
export const popupRegisterSave = (
  schedule: ScheduleRecord,
  students: readonly StudentRecord[],
  unknown: ReadonlySet<number>,
): RegisterSave => ({
  ...(schedule.classId ? { classId: schedule.classId.id } : schedule.batch ? { batch: schedule.batch.id } : {}),
  date: schedule.scheduleDate,
  scheduleId: schedule.id,
  marks: students.map((student) => ({
    student: student.id,
    attendanceType: unknown.has(student.id) ? UNKNOWN_ATTENDANCE_TYPE_ID : null,
    note: null,
    from: null,
  })),
});

export const attendanceItems = (
  schedule: ScheduleRecord,
  students: readonly StudentRecord[],
  unknown: ReadonlySet<number>,
): Record<string, unknown>[] =>
  students.map((student) => ({
    school: schedule.school,
    season: schedule.season,
    attendanceDate: schedule.scheduleDate,
    enterTime: schedule.enterTime,
    exitTime: schedule.exitTime,
    teacherId: schedule.teacherId,
    classId: schedule.classId?.id ?? null,
    classTypeId: schedule.classTypeId,
    classBranchId: schedule.classBranchId,
    scheduleId: schedule.id,
    student: iri('students', student.id),
    attendanceType: unknown.has(student.id) ? iri('attendance_types', UNKNOWN_ATTENDANCE_TYPE_ID) : null,
  }));
