import {
  classStudents,
  courses,
  gradeOverrides,
  overrideNamesBand,
  readOverride,
  sortBands,
  type RowOf,
} from '@kampus/contract';
import { defineHooks, type HookData } from '../../core/hooks.ts';
import { unprocessable, violation } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { courseGradings } from './course-grading.ts';

/**
 * The rules of a teacher's grade (docs/gradebook.md, "Term grades and overrides"), on every write
 * path (the override routes and the generic resource alike). The engine has already checked that
 * the class, course and student are in the caller's reach and of the row's school (a teacher's:
 * of a class they teach), so the records are read here as the system.
 */

/** The grade read on the course's scale, stored as the scale writes it ("b" is the band "B", "91" is "91.00"). */
const gradeOnCourseScale = async (tx: Db, course: number, given: string): Promise<string> => {
  const row = await system(tx).of(courses).first({ id: course });
  if (!row) return given;
  const grading = (await courseGradings(system(tx), [row])).get(row.id);
  if (!grading) throw violation('course', 'ui.gradebook.no_policy');
  const read = readOverride(grading.scale, given);
  if (read) return read.grade;
  if (overrideNamesBand(grading.scale))
    throw unprocessable([
      {
        propertyPath: 'overrideGrade',
        message: 'ui.gradebook.override_not_band',
        values: {
          scale: grading.scaleRow.title,
          // Highest first, as a teacher reads a scale: A, B, C, D, F.
          grades: sortBands(grading.scale.bands)
            .reverse()
            .map((band) => band.label)
            .join(', '),
        },
      },
    ]);
  throw violation('overrideGrade', 'ui.gradebook.override_not_percent');
};

const checked = async (
  tx: Db,
  data: HookData<typeof gradeOverrides>,
  current?: RowOf<typeof gradeOverrides>,
): Promise<HookData<typeof gradeOverrides>> => {
  const next = { ...data };
  // The field is required; a reason of spaces is none either.
  if (current === undefined || 'overrideReason' in data) {
    const reason = typeof data.overrideReason === 'string' ? data.overrideReason.trim() : '';
    if (reason === '') throw violation('overrideReason', 'ui.gradebook.override_reason_required');
    next.overrideReason = reason;
  }
  if (current === undefined && typeof data.class === 'number' && typeof data.student === 'number') {
    const member = await system(tx).of(classStudents).first({ classId: data.class, student: data.student });
    if (!member) throw violation('student', 'ui.gradebook.override_not_in_class');
  }
  const course = data.course ?? current?.course;
  if ((current === undefined || 'overrideGrade' in data) && typeof course === 'number')
    next.overrideGrade = await gradeOnCourseScale(tx, course, String(data.overrideGrade ?? ''));
  return next;
};

export const gradeOverridesHooks = defineHooks(gradeOverrides, {
  beforeCreate: async (tx, _ctx, data) => checked(tx, data),
  beforeUpdate: async (tx, _ctx, data, current) => {
    // A grade is one student's in one course of one class: another is a new grade, not this one.
    for (const field of ['class', 'course', 'student'] as const)
      if (data[field] !== undefined && data[field] !== current[field])
        throw violation(field, 'ui.gradebook.override_moved');
    return checked(tx, data, current);
  },
});
