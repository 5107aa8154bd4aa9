import { classStudents, classes, getResource, grantFor, iri, schedules } from '@kampus/contract';
import { loadSerialized } from '../../core/embed.ts';
import { defineHooks } from '../../core/hooks.ts';
import { scoped } from '../../core/repository.ts';
import { serialize } from '../../core/serialize.ts';

const studentResource = getResource('students');

export const schedulesHooks = defineHooks(schedules, {
  /**
   * A schedule reads with its class embedded, the class with its students, each with term and
   * student (api-contract: `classId.students`): three queries per page of schedules. The members
   * are the ones the reader may see, as the class and the students are (`loadSerialized`): a
   * parent or student reads a lesson of their child's class with their own family's members
   * only, never the classmates; a teacher (`teacher:own`) the members of their own classes.
   */
  expand: async (db, ctx, rows, out) => {
    const classIds = [...new Set(rows.map((row) => row.classId))];
    if (classIds.length === 0 || !studentResource) return;
    const found = await loadSerialized(db, ctx, classes, classIds);
    const ownOnly =
      ctx.caller !== null &&
      !ctx.caller.superadmin &&
      grantFor(classStudents.access.read, ctx.caller.audience) === 'own';
    const memberRows = await scoped(db, ctx, { across: 'reach' })
      .of(classStudents, ownOnly ? 'own' : 'all')
      .list({ classId: classIds });
    const students = await loadSerialized(
      db,
      ctx,
      studentResource,
      memberRows.map((row) => row.student),
    );
    for (const [index, row] of rows.entries()) {
      const item = out[index];
      const klass = found.get(row.classId);
      if (!item) continue;
      item.classId = klass
        ? {
            ...klass,
            '@id': iri('classes', row.classId),
            students: memberRows
              .filter((member) => member.classId === row.classId)
              .map((member) => ({
                ...serialize(classStudents, member),
                student: students.get(member.student) ?? null,
              })),
          }
        : null;
    }
  },
});
