import {
  builtInLabel,
  classStudents,
  courses,
  graduationRequirements,
  students,
  subjectBranches,
  type ClassGraduationProgress,
  type GraduationProgress,
  type Language,
  type RowOf,
  type StudentTranscript,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { studentTranscript } from './transcript.operation.ts';

type Requirement = RowOf<typeof graduationRequirements>;
type Line = StudentTranscript['seasons'][number]['courses'][number];

/** The school's requirements, each with its subject's title in the reader's language (reference data: read as the system). */
const requirementsOf = async (db: Db, school: number, language: Language) => {
  const store = system(db);
  const requirements = await store.of(graduationRequirements).list({ school }, { order: { title: 'asc' } });
  const subjectIds = [...new Set(requirements.flatMap((row) => (row.subject === null ? [] : [row.subject])))];
  const subjectTitles = new Map(
    subjectIds.length === 0
      ? []
      : (await store.of(subjectBranches).list({ id: subjectIds })).map((row) => [row.id, row.title] as const),
  );
  const subjectOf = (requirement: Requirement): string | null => {
    const title = requirement.subject === null ? undefined : subjectTitles.get(requirement.subject);
    return title === undefined ? null : builtInLabel('subject_branches', 'title', title, language);
  };
  return { requirements, subjectOf };
};

/** The passed courses of a transcript, read as the caller reads it (a family's from released work only). */
const passedOf = (transcript: StudentTranscript): Line[] =>
  transcript.seasons.flatMap((season) => season.courses).filter((line) => line.passed === true);

/** Each passed course's subject (`courses.subject`), for the courses the transcripts already name. */
const subjectsOfCourses = async (db: Db, lines: readonly Line[]) => {
  const ids = [...new Set(lines.map((line) => line.course))];
  const rows = ids.length === 0 ? [] : await system(db).of(courses).list({ id: ids });
  return new Map(rows.map((course) => [course.id, course.subject] as const));
};

/**
 * The credits of `passed` that count for a requirement: those of its subject, or every course's
 * when it names none. Credits are whole numbers, so the sums are exact.
 */
const earnedFor = (requirement: Requirement, passed: readonly Line[], subjectOf: ReadonlyMap<number, number | null>) =>
  (requirement.subject === null ? passed : passed.filter((line) => subjectOf.get(line.course) === requirement.subject))
    .map((line) => Number(line.credits))
    .reduce((total, credits) => total + credits, 0);

const allCredits = (passed: readonly Line[]) => passed.reduce((total, line) => total + Number(line.credits), 0);

/**
 * A student's credits against their school's graduation requirements (docs/gradebook.md,
 * "Graduation requirements"): the transcript's passed courses, as the caller reads it (a family's
 * from released work only), each counted for the requirements of its course's subject and for
 * those that name no subject.
 */
export const graduationProgress = async (
  db: Db,
  ctx: RequestContext,
  student: { id: number; school: number },
  language: Language,
): Promise<GraduationProgress> => {
  const passed = passedOf(await studentTranscript(db, ctx, student.id));
  const [{ requirements, subjectOf }, courseSubjects] = await Promise.all([
    requirementsOf(db, student.school, language),
    subjectsOfCourses(db, passed),
  ]);
  return {
    requirements: requirements.map((requirement) => {
      const earned = earnedFor(requirement, passed, courseSubjects);
      return {
        id: requirement.id,
        title: requirement.title,
        subject: subjectOf(requirement),
        required: requirement.credits,
        earned,
        met: earned >= requirement.credits,
      };
    }),
    creditsEarned: allCredits(passed),
  };
};

/**
 * Each student of a class against the class's school's requirements, for the staff who advise
 * them: the class was loaded through the caller's reach; each student's transcript is read as the
 * caller reads it, the same count as the student's own progress. A transcript a student, read one
 * after another: a class is tens of students, and each transcript is a fixed number of statements.
 */
export const classGraduationProgress = async (
  db: Db,
  ctx: RequestContext,
  klass: { id: number; school?: unknown; title?: unknown },
  language: Language,
): Promise<ClassGraduationProgress> => {
  const reader = scoped(db, ctx, { across: 'reach', as: 'reader' });
  const members = await reader.of(classStudents).list({ classId: klass.id });
  const ids = [...new Set(members.map((row) => row.student))];
  const people =
    ids.length === 0 ? [] : await reader.of(students).list({ id: ids }, { order: { lastName: 'asc', name: 'asc' } });
  const passedBy = new Map<number, Line[]>();
  for (const person of people) passedBy.set(person.id, passedOf(await studentTranscript(db, ctx, person.id)));
  const [{ requirements, subjectOf }, courseSubjects] = await Promise.all([
    requirementsOf(db, Number(klass.school), language),
    subjectsOfCourses(db, [...passedBy.values()].flat()),
  ]);
  return {
    class: { id: klass.id, title: String(klass.title ?? '') },
    requirements: requirements.map((requirement) => ({
      id: requirement.id,
      title: requirement.title,
      subject: subjectOf(requirement),
      required: requirement.credits,
    })),
    students: people.map((person) => {
      const passed = passedBy.get(person.id) ?? [];
      const earned = requirements.map((requirement) => earnedFor(requirement, passed, courseSubjects));
      return {
        id: person.id,
        name: person.name,
        lastName: person.lastName,
        studentNumber: person.studentNumber ?? null,
        earned,
        met: requirements.filter((requirement, index) => (earned[index] ?? 0) >= requirement.credits).length,
        creditsEarned: allCredits(passed),
      };
    }),
  };
};
