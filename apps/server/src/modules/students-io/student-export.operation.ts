import { gradeLevels, guardians, STUDENT_COLUMNS, students } from '@kampus/contract';
import { ilike, or } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import type { Readable } from 'node:stream';
import { streamCsv, streamXlsx } from '../../core/table-export.ts';

export { STUDENT_COLUMNS } from '@kampus/contract';

export interface StudentFilter {
  search?: string | undefined;
  gradeLevel?: number | undefined;
  isActive?: boolean | undefined;
}

/** A batch of students about to be written out (the export notes who received them). */
export type StudentBatchSent = (rows: readonly { id: number }[]) => Promise<void>;

/**
 * The students of the caller's active school as the list filters them, each with its primary
 * guardian; read as the caller reads them, so a teacher exports their own classes' students.
 * A batch at a time (the repository's `batches`), each batch's guardians in one query of
 * its ids: a school of 100,000 students streams in memory of one batch. `sent` hears each batch
 * before it is written out.
 */
export async function* studentRows(
  db: Db,
  ctx: RequestContext,
  filter: StudentFilter,
  sent?: StudentBatchSent,
  size = 1000,
): AsyncGenerator<string[][]> {
  const repo = scoped(db, ctx, { as: 'reader' });
  const list = repo.of(students);
  const term = filter.search?.trim();
  const levels = new Map((await repo.of(gradeLevels).list({})).map((level) => [level.id, level.title] as const));
  const batches = list.batches(
    {
      ...(filter.gradeLevel === undefined ? {} : { gradeLevel: filter.gradeLevel }),
      ...(filter.isActive === undefined ? {} : { isActive: filter.isActive }),
    },
    {
      size,
      order: { lastName: 'asc', name: 'asc' },
      ...(term
        ? {
            also: or(
              ilike(list.table.name, `%${term}%`),
              ilike(list.table.lastName, `%${term}%`),
              ilike(list.table.studentNumber, `%${term}%`),
            ),
          }
        : {}),
    },
  );
  for await (const rows of batches) {
    await sent?.(rows);
    const family = await repo
      .of(guardians)
      .list({ studentId: rows.map((row) => row.id) }, { order: { isPrimary: 'desc' } });
    const guardianOf = new Map<number, (typeof family)[number]>();
    for (const guardian of family)
      if (!guardianOf.has(guardian.studentId)) guardianOf.set(guardian.studentId, guardian);
    yield rows.map((student) => {
      const guardian = guardianOf.get(student.id);
      return [
        student.studentNumber ?? '',
        student.name,
        student.lastName,
        student.nationalId ?? '',
        student.gender ?? '',
        student.birthDate ?? '',
        student.email ?? '',
        student.phone ?? '',
        student.gradeLevel === null ? '' : (levels.get(student.gradeLevel) ?? ''),
        student.enrollmentDate ?? '',
        student.isActive ? '1' : '0',
        guardian?.name ?? '',
        guardian?.lastName ?? '',
        guardian?.relation ?? '',
        guardian?.phone ?? '',
        guardian?.email ?? '',
      ];
    });
  }
}

/** The student list as CSV (the import template's columns), streamed. */
export const studentsCsv = (batches: AsyncIterable<string[][]>): Readable =>
  streamCsv({ sheet: 'students', header: STUDENT_COLUMNS, batches });

/** Birth and enrolment dates are Excel dates; the import reads them back (`readStudentFile`). */
const STUDENT_KINDS = STUDENT_COLUMNS.map((column) =>
  column === 'birthDate' || column === 'enrollmentDate' ? ('date' as const) : ('text' as const),
);

/** The student list as an Excel workbook, streamed. */
export const studentsXlsx = (batches: AsyncIterable<string[][]>): Readable =>
  streamXlsx({ sheet: 'students', header: STUDENT_COLUMNS, kinds: STUDENT_KINDS, batches });
