import {
  builtInLabel,
  classStudents,
  courses,
  graduationProgrammes,
  graduationRequirements,
  programmeStudents,
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
import { studentTranscript, studentTranscripts } from './transcript.operation.ts';

type Requirement = RowOf<typeof graduationRequirements>;
type Line = StudentTranscript['seasons'][number]['courses'][number];

/**
 * The school's requirements, each with its subject's and programme's titles in the reader's
 * language, and the programme each of `studentIds` follows (reference data and placements: read
 * as the system, for students the caller has already reached).
 */
const requirementsOf = async (db: Db, school: number, studentIds: readonly number[], language: Language) => {
  const store = system(db);
  const [requirements, programmes, placements] = await Promise.all([
    store.of(graduationRequirements).list({ school }, { order: { title: 'asc' } }),
    store.of(graduationProgrammes).list({ school }),
    studentIds.length === 0 ? [] : store.of(programmeStudents).list({ student: [...studentIds] }),
  ]);
  const subjectIds = [...new Set(requirements.flatMap((row) => (row.subject === null ? [] : [row.subject])))];
  const subjectTitles = new Map(
    subjectIds.length === 0
      ? []
      : (await store.of(subjectBranches).list({ id: subjectIds })).map((row) => [row.id, row.title] as const),
  );
  const programmeTitles = new Map(programmes.map((row) => [row.id, row.title] as const));
  const programmeOf = new Map(placements.map((row) => [row.student, row.programme] as const));
  const subjectOf = (requirement: Requirement): string | null => {
    const title = requirement.subject === null ? undefined : subjectTitles.get(requirement.subject);
    return title === undefined ? null : builtInLabel('subject_branches', 'title', title, language);
  };
  return {
    requirements,
    subjectOf,
    /** The programme's title, for a requirement's or a student's programme id. */
    titleOf: (programme: number | null | undefined): string | null =>
      programme === null || programme === undefined ? null : (programmeTitles.get(programme) ?? null),
    programmeOf: (student: number): number | null => programmeOf.get(student) ?? null,
    /** A requirement is every student's, or only those of its programme. */
    applies: (requirement: Requirement, student: number): boolean =>
      requirement.programme === null || requirement.programme === (programmeOf.get(student) ?? null),
  };
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
  const [school, courseSubjects] = await Promise.all([
    requirementsOf(db, student.school, [student.id], language),
    subjectsOfCourses(db, passed),
  ]);
  return {
    requirements: school.requirements
      .filter((requirement) => school.applies(requirement, student.id))
      .map((requirement) => {
        const earned = earnedFor(requirement, passed, courseSubjects);
        return {
          id: requirement.id,
          title: requirement.title,
          subject: school.subjectOf(requirement),
          required: requirement.credits,
          earned,
          met: earned >= requirement.credits,
        };
      }),
    creditsEarned: allCredits(passed),
    programme: school.titleOf(school.programmeOf(student.id)),
  };
};

/**
 * Each student of a class against the class's school's requirements, for the staff who advise
 * them: the class was loaded through the caller's reach; each student's transcript is read as the
 * caller reads it, the same count as the student's own progress. The class's transcripts are read
 * together (each table once for the class) and without ranks, which a count of credits does not use.
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
  const transcripts = await studentTranscripts(db, ctx, people, { ranks: false });
  const passedBy = new Map(transcripts.map((transcript) => [transcript.student.id, passedOf(transcript)] as const));
  const [school, courseSubjects] = await Promise.all([
    requirementsOf(
      db,
      Number(klass.school),
      people.map((person) => person.id),
      language,
    ),
    subjectsOfCourses(db, [...passedBy.values()].flat()),
  ]);
  // The columns: every requirement that is some student's of the class (the common ones always).
  const shown = school.requirements.filter(
    (requirement) => requirement.programme === null || people.some((person) => school.applies(requirement, person.id)),
  );
  return {
    class: { id: klass.id, title: String(klass.title ?? '') },
    requirements: shown.map((requirement) => ({
      id: requirement.id,
      title: requirement.title,
      subject: school.subjectOf(requirement),
      programme: school.titleOf(requirement.programme),
      required: requirement.credits,
    })),
    students: people.map((person) => {
      const passed = passedBy.get(person.id) ?? [];
      const earned = shown.map((requirement) =>
        school.applies(requirement, person.id) ? earnedFor(requirement, passed, courseSubjects) : null,
      );
      return {
        id: person.id,
        name: person.name,
        lastName: person.lastName,
        studentNumber: person.studentNumber ?? null,
        programme: school.titleOf(school.programmeOf(person.id)),
        earned,
        met: shown.filter((requirement, index) => {
          const credits = earned[index];
          return credits !== null && credits !== undefined && credits >= requirement.credits;
        }).length,
        applicable: earned.filter((credits) => credits !== null).length,
        creditsEarned: allCredits(passed),
      };
    }),
  };
};
