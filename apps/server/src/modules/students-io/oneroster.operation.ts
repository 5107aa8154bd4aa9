import {
  classes,
  classStudents,
  courses,
  gradeLevels,
  gradingTerms,
  guardians,
  schools,
  seasons,
  students,
  users,
} from '@kampus/contract';
import { zipSync, strToU8 } from 'fflate';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { toCsv } from '../../core/csv.ts';

/** The header of every file, exactly as OneRoster 1.2 CSV binding orders it. */
export const ONEROSTER_HEADERS = {
  orgs: ['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'],
  academicSessions: [
    'sourcedId',
    'status',
    'dateLastModified',
    'title',
    'type',
    'startDate',
    'endDate',
    'parentSourcedId',
    'schoolYear',
  ],
  courses: [
    'sourcedId',
    'status',
    'dateLastModified',
    'schoolYearSourcedId',
    'title',
    'courseCode',
    'grades',
    'orgSourcedId',
    'subjects',
    'subjectCodes',
  ],
  classes: [
    'sourcedId',
    'status',
    'dateLastModified',
    'title',
    'grades',
    'courseSourcedId',
    'classCode',
    'classType',
    'location',
    'schoolSourcedId',
    'termSourcedIds',
    'subjects',
    'subjectCodes',
    'periods',
  ],
  users: [
    'sourcedId',
    'status',
    'dateLastModified',
    'enabledUser',
    'username',
    'userIds',
    'givenName',
    'familyName',
    'middleName',
    'identifier',
    'email',
    'sms',
    'phone',
    'agentSourcedIds',
    'grades',
    'password',
    'userMasterIdentifier',
    'resourceSourcedIds',
    'preferredGivenName',
    'preferredMiddleName',
    'preferredFamilyName',
    'primaryOrgSourcedId',
    'pronouns',
  ],
  roles: [
    'sourcedId',
    'status',
    'dateLastModified',
    'userSourcedId',
    'roleType',
    'role',
    'orgSourcedId',
    'userProfileSourcedId',
    'beginDate',
    'endDate',
  ],
  enrollments: [
    'sourcedId',
    'status',
    'dateLastModified',
    'classSourcedId',
    'schoolSourcedId',
    'userSourcedId',
    'role',
    'primary',
    'beginDate',
    'endDate',
  ],
  demographics: [
    'sourcedId',
    'status',
    'dateLastModified',
    'birthDate',
    'sex',
    'americanIndianOrAlaskaNative',
    'asian',
    'blackOrAfricanAmerican',
    'nativeHawaiianOrOtherPacificIslander',
    'white',
    'demographicRaceTwoOrMoreRaces',
    'hispanicOrLatinoEthnicity',
    'countryOfBirthCode',
    'stateOfBirthAbbreviation',
    'cityOfBirth',
    'publicSchoolResidenceStatus',
  ],
} as const;

export type OneRosterFile = keyof typeof ONEROSTER_HEADERS;
type Row<F extends OneRosterFile> = Partial<Record<(typeof ONEROSTER_HEADERS)[F][number], string>>;

/** A grade level's CEDS grade code (`9. Sınıf` → `09`); none when its title has no number. */
const gradeCode = (title: string | undefined): string => {
  const number = /\d+/.exec(title ?? '')?.[0];
  return number === undefined ? '' : number.padStart(2, '0');
};

const lines = <F extends OneRosterFile>(file: F, rows: Row<F>[]): string =>
  toCsv([
    [...ONEROSTER_HEADERS[file]],
    ...rows.map((row) =>
      ONEROSTER_HEADERS[file].map((column) => (row as Record<string, string | undefined>)[column] ?? ''),
    ),
  ]);

/**
 * The roster of the schools in the caller's active scope, in the default (or active) season, as
 * OneRoster 1.2 bulk CSV. Kampus classes are homerooms with no course of their own: each season
 * gets one "Homeroom" course they belong to, as the standard requires a course for every class.
 * Students, their guardians (as `guardian` users, linked through `agentSourcedIds`) and the
 * classes' teachers are the users.
 */
export const oneRosterZip = async (db: Db, ctx: RequestContext): Promise<Uint8Array> => {
  const repo = scoped(db, ctx);
  const schoolRows = await repo.of(schools).list({ id: [...ctx.scope] });
  const seasonRows = (await repo.of(seasons).list({ school: schoolRows.map((row) => row.id) })).filter((season) =>
    ctx.activeSeasonId === null ? season.isDefault : season.id === ctx.activeSeasonId,
  );
  const seasonIds = seasonRows.map((row) => row.id);
  const termRows = await repo.of(gradingTerms).list({ season: seasonIds });
  const levels = new Map((await repo.of(gradeLevels).list({})).map((row) => [row.id, row.title] as const));
  const courseRows = await repo.of(courses).list({ season: seasonIds });
  const classRows = await repo.of(classes).list({ season: seasonIds });
  const memberRows = await repo.of(classStudents).list({ classId: classRows.map((row) => row.id) });
  const studentRows = await repo.of(students).list({ school: schoolRows.map((row) => row.id) });
  const guardianRows = await repo.of(guardians).list({ studentId: studentRows.map((row) => row.id) });
  const teacherIds = [...new Set(classRows.flatMap((row) => (row.teacher === null ? [] : [row.teacher])))];
  const teacherRows = await scoped(db, ctx, { across: 'reach' }).of(users).list({ id: teacherIds });
  const yearOf = (season: (typeof seasonRows)[number]) => (season.endDate ?? season.startDate ?? '').slice(0, 4);
  const seasonById = new Map(seasonRows.map((row) => [row.id, row] as const));
  const yearOfId = (id: number): string => {
    const season = seasonById.get(id);
    return season ? yearOf(season) : '';
  };

  const orgs: Row<'orgs'>[] = schoolRows.map((school) => ({
    sourcedId: `school-${school.id}`,
    name: school.title,
    type: 'school',
    identifier: String(school.id),
  }));
  const sessions: Row<'academicSessions'>[] = [
    ...seasonRows.map((season) => ({
      sourcedId: `season-${season.id}`,
      title: season.title,
      type: 'schoolYear',
      startDate: season.startDate ?? '',
      endDate: season.endDate ?? '',
      schoolYear: yearOf(season),
    })),
    ...termRows.map((term) => ({
      sourcedId: `term-${term.id}`,
      title: term.title,
      type: 'term',
      startDate: term.startDate,
      endDate: term.endDate,
      parentSourcedId: `season-${term.season}`,
      schoolYear: yearOfId(term.season),
    })),
  ];
  const courseLines: Row<'courses'>[] = [
    ...courseRows.map((course) => ({
      sourcedId: `course-${course.id}`,
      schoolYearSourcedId: `season-${course.season}`,
      title: course.title,
      courseCode: course.code ?? '',
      grades: gradeCode(course.gradeLevel === null ? undefined : levels.get(course.gradeLevel)),
      orgSourcedId: `school-${course.school}`,
    })),
    ...seasonRows.map((season) => ({
      sourcedId: `homeroom-${season.id}`,
      schoolYearSourcedId: `season-${season.id}`,
      title: 'Homeroom',
      courseCode: 'HOMEROOM',
      orgSourcedId: `school-${season.school}`,
    })),
  ];
  const termsOf = (season: number) =>
    termRows
      .filter((term) => term.season === season)
      .map((term) => `term-${term.id}`)
      .join(',');
  const classLines: Row<'classes'>[] = classRows.map((klass) => ({
    sourcedId: `class-${klass.id}`,
    title: klass.title,
    grades: gradeCode(klass.gradeLevel === null ? undefined : levels.get(klass.gradeLevel)),
    courseSourcedId: `homeroom-${klass.season}`,
    classCode: klass.title,
    classType: 'homeroom',
    location: klass.classroom ?? '',
    schoolSourcedId: `school-${klass.school}`,
    termSourcedIds: termsOf(klass.season),
  }));
  const guardiansOf = new Map<number, string[]>();
  for (const guardian of guardianRows) {
    guardiansOf.set(guardian.studentId, [...(guardiansOf.get(guardian.studentId) ?? []), `guardian-${guardian.id}`]);
  }
  const userLines: Row<'users'>[] = [
    ...studentRows.map((student) => ({
      sourcedId: `student-${student.id}`,
      enabledUser: student.isActive ? 'true' : 'false',
      username: student.studentNumber ?? `student-${student.id}`,
      givenName: student.name,
      familyName: student.lastName,
      identifier: student.studentNumber ?? '',
      email: student.email ?? '',
      phone: student.phone ?? '',
      agentSourcedIds: (guardiansOf.get(student.id) ?? []).join(','),
      grades: gradeCode(student.gradeLevel === null ? undefined : levels.get(student.gradeLevel)),
      primaryOrgSourcedId: `school-${student.school}`,
    })),
    ...guardianRows.map((guardian) => ({
      sourcedId: `guardian-${guardian.id}`,
      enabledUser: 'true',
      username: guardian.email ?? `guardian-${guardian.id}`,
      givenName: guardian.name,
      familyName: guardian.lastName,
      email: guardian.email ?? '',
      phone: guardian.phone ?? '',
      agentSourcedIds: `student-${guardian.studentId}`,
      primaryOrgSourcedId: `school-${guardian.school}`,
    })),
    ...teacherRows.map((teacher) => ({
      sourcedId: `teacher-${teacher.id}`,
      enabledUser: teacher.isActive ? 'true' : 'false',
      username: teacher.email,
      givenName: teacher.name,
      familyName: teacher.lastName,
      email: teacher.email,
      primaryOrgSourcedId: `school-${classRows.find((row) => row.teacher === teacher.id)?.school ?? ''}`,
    })),
  ];
  const roleLines: Row<'roles'>[] = userLines.map((user) => ({
    sourcedId: `role-${user.sourcedId ?? ''}`,
    userSourcedId: user.sourcedId ?? '',
    roleType: 'primary',
    role: (user.sourcedId ?? '').split('-')[0] ?? '',
    orgSourcedId: user.primaryOrgSourcedId ?? '',
  }));
  const classById = new Map(classRows.map((row) => [row.id, row] as const));
  const seenMember = new Set<string>();
  const enrollmentLines: Row<'enrollments'>[] = [];
  for (const member of memberRows) {
    // A student sits in a class once per term: one enrollment per class and student is enough.
    const key = `${member.classId}-${member.student}`;
    const klass = classById.get(member.classId);
    if (seenMember.has(key) || !klass) continue;
    seenMember.add(key);
    enrollmentLines.push({
      sourcedId: `enrollment-${key}`,
      classSourcedId: `class-${klass.id}`,
      schoolSourcedId: `school-${klass.school}`,
      userSourcedId: `student-${member.student}`,
      role: 'student',
      primary: 'false',
    });
  }
  for (const klass of classRows) {
    if (klass.teacher === null) continue;
    enrollmentLines.push({
      sourcedId: `enrollment-${klass.id}-teacher-${klass.teacher}`,
      classSourcedId: `class-${klass.id}`,
      schoolSourcedId: `school-${klass.school}`,
      userSourcedId: `teacher-${klass.teacher}`,
      role: 'teacher',
      primary: 'true',
    });
  }
  const demographics: Row<'demographics'>[] = studentRows.map((student) => ({
    sourcedId: `student-${student.id}`,
    birthDate: student.birthDate ?? '',
    sex: student.gender ?? '',
  }));
  const bulk = ['academicSessions', 'classes', 'courses', 'demographics', 'enrollments', 'orgs', 'roles', 'users'];
  const absent = [
    'categories',
    'classResources',
    'courseResources',
    'lineItemLearningObjectiveIds',
    'lineItems',
    'lineItemScoreScales',
    'resources',
    'resultLearningObjectiveIds',
    'results',
    'resultScoreScales',
    'scoreScales',
    'userProfiles',
    'userResources',
  ];
  const manifest = toCsv([
    ['propertyName', 'value'],
    ['manifest.version', '1.0'],
    ['oneroster.version', '1.2'],
    ...[...bulk.map((name) => [name, 'bulk']), ...absent.map((name) => [name, 'absent'])]
      .sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''))
      .map(([name, mode]) => [`file.${name ?? ''}`, mode ?? '']),
    ['source.systemName', 'Kampus'],
    ['source.systemCode', 'kampus'],
  ]);
  return zipSync({
    'manifest.csv': strToU8(manifest),
    'orgs.csv': strToU8(lines('orgs', orgs)),
    'academicSessions.csv': strToU8(lines('academicSessions', sessions)),
    'courses.csv': strToU8(lines('courses', courseLines)),
    'classes.csv': strToU8(lines('classes', classLines)),
    'users.csv': strToU8(lines('users', userLines)),
    'roles.csv': strToU8(lines('roles', roleLines)),
    'enrollments.csv': strToU8(lines('enrollments', enrollmentLines)),
    'demographics.csv': strToU8(lines('demographics', demographics)),
  });
};
