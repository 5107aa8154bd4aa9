import {
  assignmentStandards,
  assignments,
  classes,
  courses,
  gradeLevels,
  learningStandards,
  schools,
  subjectBranches,
} from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { ensureRecord } from '../demo/ensure-record.ts';

/** Mathematics 9's standards and the demo work that is evidence of each (by the work's title). */
const STANDARDS = [
  {
    code: 'MAT.9.1',
    description: 'Solves linear equations in one unknown and checks the solution.',
    work: ['Midterm exam', 'Homework: equations', 'Final exam'],
  },
  {
    code: 'MAT.9.2',
    description: 'Solves linear inequalities and shows the solution set on the number line.',
    work: ['Homework: inequalities', 'Final exam'],
  },
  {
    code: 'MAT.9.3',
    description: 'Explains their reasoning and questions a classmate’s in class discussion.',
    work: ['Class participation'],
  },
] as const;

/**
 * Demo High School's Mathematics standards for grade 9, each aligned to the demo work of 9-A's
 * Mathematics 9 (after the gradebook's demo), once: each record is found before it is made.
 */
export const seedStandardsDemo = async (db: Db): Promise<void> => {
  const store = system(db);
  const school = await store.of(schools).first({ title: 'Demo High School' });
  if (!school) return;
  const [subject, level, klass, course] = await Promise.all([
    store.of(subjectBranches).first({ code: 'MAT' }),
    store.of(gradeLevels).first({ school: school.id, title: 'Grade 9' }),
    store.of(classes).first({ school: school.id, title: '9-A' }),
    store.of(courses).first({ school: school.id, code: 'MAT9' }),
  ]);
  if (!klass || !course) return;
  const work = await store.of(assignments).list({ class: klass.id, course: course.id });
  for (const entry of STANDARDS) {
    const standard = await ensureRecord(
      db,
      learningStandards,
      { school: school.id, code: entry.code },
      { description: entry.description, subject: subject?.id ?? null, gradeLevel: level?.id ?? null },
    );
    for (const title of entry.work) {
      const piece = work.find((row) => row.title === title);
      if (piece)
        await ensureRecord(
          db,
          assignmentStandards,
          { school: school.id, assignment: piece.id, standard: standard.id },
          {},
        );
    }
  }
};
