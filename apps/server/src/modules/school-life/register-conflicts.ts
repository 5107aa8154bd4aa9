import { attendances, auditLogs, type RegisterConflict, type RegisterMark, type RowOf } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/**
 * Offline sync of the register (issue 30, part 4): a teacher's phone sends, with each mark, the
 * line as it read it (`from`). A row changed on the server since then, by someone else and to
 * something else than this mark, is a conflict: it is kept and reported, never overwritten.
 */

type Attendance = RowOf<typeof attendances>;
type Student = { id: number; name: string; lastName: string };

/** An empty note is no note, as the register stores it. */
export const cleanNote = (note: string | null | undefined): string | null => {
  const text = note?.trim() ?? '';
  return text === '' ? null : text;
};

const sameMark = (row: Attendance | undefined, mark: { attendanceType: number | null; note?: string | null }) =>
  row !== undefined && row.attendanceType === mark.attendanceType && row.note === cleanNote(mark.note);

/** Whether the row differs from what the teacher started from (null: nothing was recorded then). */
const movedSince = (row: Attendance | undefined, from: NonNullable<RegisterMark['from']> | null): boolean =>
  from === null ? row !== undefined : !sameMark(row, from);

/** Whether the teacher left the line as read: present with no note where nothing was recorded. */
const untouched = (mark: RegisterMark, from: NonNullable<RegisterMark['from']> | null): boolean =>
  from === null
    ? mark.attendanceType === null && cleanNote(mark.note) === null
    : from.attendanceType === mark.attendanceType && cleanNote(from.note) === cleanNote(mark.note);

/**
 * The marks whose row moved since their `from` to something else than the mark. A line the teacher
 * left as read is `kept` quietly (the newer value stands, nothing to tell); the others are
 * `moved`, conflicts unless it was the caller who moved them.
 */
export const movedRows = (marks: readonly RegisterMark[], stored: ReadonlyMap<number, Attendance>) => {
  const kept = new Set<number>();
  const moved: RegisterMark[] = [];
  for (const mark of marks) {
    if (mark.from === undefined) continue;
    const row = stored.get(mark.student);
    if (!movedSince(row, mark.from) || sameMark(row, mark)) continue;
    if (untouched(mark, mark.from)) kept.add(mark.student);
    else moved.push(mark);
  }
  return { kept, moved };
};

/** Who last changed each row: the newest trail entry of the attendance, else who recorded it. */
const lastChangers = async (db: Db, rows: readonly Attendance[]): Promise<Map<number, number | null>> => {
  const ids = rows.map((row) => row.id);
  const entries =
    ids.length === 0 ? [] : await system(db).of(auditLogs).list({ resource: attendances.name, recordId: ids });
  const byRow = new Map<number, number | null>();
  // Entries are numbered in the order they were written: a row's highest is its last change.
  for (const entry of [...entries].sort((a, b) => a.id - b.id))
    if (entry.recordId !== null) byRow.set(entry.recordId, entry.user);
  for (const row of rows) if (!byRow.has(row.id)) byRow.set(row.id, row.adder);
  return byRow;
};

/**
 * The conflicts among the moved marks: a row the caller changed themselves (an earlier save of the
 * same phone) is theirs to overwrite. `names` turns user ids into names where the caller may read them.
 */
export const registerConflicts = async (
  db: Db,
  ctx: RequestContext,
  moved: readonly RegisterMark[],
  stored: ReadonlyMap<number, Attendance>,
  people: ReadonlyMap<number, Student>,
  names: (ids: number[]) => Promise<Map<number, string>>,
): Promise<RegisterConflict[]> => {
  const rows = moved.flatMap((mark) => {
    const row = stored.get(mark.student);
    return row ? [row] : [];
  });
  const changers = await lastChangers(db, rows);
  const kept = moved.filter((mark) => {
    const row = stored.get(mark.student);
    return row === undefined || changers.get(row.id) !== ctx.caller?.id;
  });
  const who = await names(kept.flatMap((mark) => changers.get(stored.get(mark.student)?.id ?? 0) ?? []));
  return kept.map((mark) => {
    const row = stored.get(mark.student);
    const student = people.get(mark.student);
    const changer = row ? changers.get(row.id) : undefined;
    return {
      student: { id: mark.student, name: student?.name ?? '', lastName: student?.lastName ?? '' },
      yours: { attendanceType: mark.attendanceType, note: cleanNote(mark.note) },
      theirs: { attendanceType: row?.attendanceType ?? null, note: row?.note ?? null, recorded: row !== undefined },
      changedBy: changer == null ? null : (who.get(changer) ?? null),
      changedAt: row ? new Date(row.updatedAt).toISOString() : null,
    };
  });
};
