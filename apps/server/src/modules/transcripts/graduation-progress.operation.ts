import {
  builtInLabel,
  courses,
  graduationRequirements,
  subjectBranches,
  type GraduationProgress,
  type Language,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { studentTranscript } from './transcript.operation.ts';

/**
 * A student's credits against their school's graduation requirements (docs/gradebook.md,
 * "Graduation requirements"): the transcript's passed courses, as the caller reads it (a family's
 * from released work only), each counted for the requirements of its course's subject and for
 * those that name no subject. Credits are whole numbers, so the sums are exact.
 */
export const graduationProgress = async (
  db: Db,
  ctx: RequestContext,
  student: { id: number; school: number },
  language: Language,
): Promise<GraduationProgress> => {
  const transcript = await studentTranscript(db, ctx, student.id);
  const passed = transcript.seasons.flatMap((season) => season.courses).filter((line) => line.passed === true);
  // The requirements and subjects are the school's reference data; the courses' subjects are read
  // as the system, for the courses the transcript (read through the caller's reach) already names.
  const store = system(db);
  const subjectOf = new Map(
    passed.length === 0
      ? []
      : (await store.of(courses).list({ id: [...new Set(passed.map((line) => line.course))] })).map(
          (course) => [course.id, course.subject] as const,
        ),
  );
  const requirements = await store
    .of(graduationRequirements)
    .list({ school: student.school }, { order: { title: 'asc' } });
  const subjectIds = [...new Set(requirements.flatMap((row) => (row.subject === null ? [] : [row.subject])))];
  const subjectTitles = new Map(
    subjectIds.length === 0
      ? []
      : (await store.of(subjectBranches).list({ id: subjectIds })).map((row) => [row.id, row.title] as const),
  );
  const creditsOf = (lines: typeof passed) => lines.reduce((total, line) => total + Number(line.credits), 0);
  return {
    requirements: requirements.map((requirement) => {
      const counted =
        requirement.subject === null
          ? passed
          : passed.filter((line) => subjectOf.get(line.course) === requirement.subject);
      const earned = creditsOf(counted);
      const subject = requirement.subject === null ? undefined : subjectTitles.get(requirement.subject);
      return {
        id: requirement.id,
        title: requirement.title,
        subject: subject === undefined ? null : builtInLabel('subject_branches', 'title', subject, language),
        required: requirement.credits,
        earned,
        met: earned >= requirement.credits,
      };
    }),
    creditsEarned: creditsOf(passed),
  };
};
