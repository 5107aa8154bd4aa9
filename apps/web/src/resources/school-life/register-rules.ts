import type { RegisterMark } from '@kampus/contract/action';
import type { AttendanceRegister, RegisterLine } from '../../api/attendance-register.ts';

/** What the teacher changed on one line: the type (null: present) and the note. */
export interface LineEdit {
  attendanceType: number | null;
  note: string;
}

/** A line as shown: the edit if there is one, else what is stored (present by default). */
export const lineValue = (line: RegisterLine, edits: ReadonlyMap<number, LineEdit>): LineEdit =>
  edits.get(line.student.id) ?? { attendanceType: line.attendanceType, note: line.note ?? '' };

/**
 * Every student's mark, for the one save call: the register is saved whole. Each carries the line
 * as it was read (`from`), so a row someone else changed since is kept and reported, not
 * overwritten (a save sent later from the phone's outbox above all).
 */
export const marksOf = (lines: readonly RegisterLine[], edits: ReadonlyMap<number, LineEdit>): RegisterMark[] =>
  lines.map((line) => {
    const value = lineValue(line, edits);
    const note = value.note.trim();
    return {
      student: line.student.id,
      attendanceType: value.attendanceType,
      note: note === '' ? null : note,
      from: line.recorded ? { attendanceType: line.attendanceType, note: line.note } : null,
    };
  });

/** The marks of a save waiting on the phone, as edits: the register shows them until they are sent. */
export const pendingEdits = (marks: readonly RegisterMark[] | undefined): Map<number, LineEdit> =>
  new Map((marks ?? []).map((mark) => [mark.student, { attendanceType: mark.attendanceType, note: mark.note ?? '' }]));

/** How many students are present and how many carry each type, for the summary line. */
export const countMarks = (
  register: Pick<AttendanceRegister, 'lines' | 'types'>,
  edits: ReadonlyMap<number, LineEdit>,
): { present: number; byType: { id: number; count: number }[] } => {
  const counts = new Map<number, number>();
  let present = 0;
  for (const line of register.lines) {
    const type = lineValue(line, edits).attendanceType;
    if (type === null) present += 1;
    else counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return {
    present,
    byType: register.types
      .filter((type) => counts.has(type.id))
      .map((type) => ({ id: type.id, count: counts.get(type.id) ?? 0 })),
  };
};

/** Class titles in natural order ("9-A" before "10-A"), whatever order the list came in. */
export const naturalOrder = <T extends { title: string }>(rows: readonly T[], language: string): T[] => {
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  return [...rows].sort((a, b) => collator.compare(a.title, b.title));
};

/** `08:30:00` -> `08:30`: lessons are shown without seconds. */
export const shortTime = (time: string): string => time.slice(0, 5);

/** The register's address: the teacher's home page links to exactly this. */
export const registerPath = (query: { classId?: number | null; date?: string | null; scheduleId?: number | null }) => {
  const params = new URLSearchParams();
  if (query.classId) params.set('classId', String(query.classId));
  if (query.date) params.set('date', query.date);
  if (query.scheduleId) params.set('scheduleId', String(query.scheduleId));
  const text = params.toString();
  return `/attendance/register${text ? `?${text}` : ''}`;
};
