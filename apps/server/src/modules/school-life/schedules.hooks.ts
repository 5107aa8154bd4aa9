import { classStudents, classes, getResource, iri, schedules } from '@kampus/contract';
import { asc, inArray } from 'drizzle-orm';
import { loadSerialized } from '../../core/embed.ts';
import { defineHooks } from '../../core/hooks.ts';
import { serialize } from '../../core/serialize.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';

const studentResource = getResource('students');

export const schedulesHooks = defineHooks(schedules, {
  /**
   * A schedule reads with its class embedded, the class with its students, each with term and
   * student (api-contract: `classId.students`): three queries per page of schedules.
   */
  expand: async (db, ctx, rows, out) => {
    const classIds = rows.map((row) => row.classId).filter((id): id is number => typeof id === 'number');
    if (classIds.length === 0 || !studentResource) return;
    const found = await loadSerialized(db, ctx, classes, classIds);
    const members = resourceTable('class_students');
    const memberRows = await db
      .select()
      .from(members)
      .where(inArray(col(members, 'classId'), [...new Set(classIds)]))
      .orderBy(asc(col(members, 'id')));
    const students = await loadSerialized(
      db,
      ctx,
      studentResource,
      memberRows.map((row) => Number(row.student)),
    );
    for (const [index, row] of rows.entries()) {
      const item = out[index];
      const klass = typeof row.classId === 'number' ? found.get(row.classId) : undefined;
      if (!item) continue;
      item.classId = klass
        ? {
            ...klass,
            '@id': iri('classes', Number(klass.id)),
            students: memberRows
              .filter((member) => Number(member.classId) === row.classId)
              .map((member) => ({
                ...serialize(classStudents, member),
                student: students.get(Number(member.student)) ?? null,
              })),
          }
        : null;
    }
  },
});
