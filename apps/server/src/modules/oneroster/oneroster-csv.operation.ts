import { sql } from 'drizzle-orm';
import { zipSync, strToU8 } from 'fflate';
import type { RequestContext } from '../../core/caller.ts';
import { toCsv } from '../../core/csv.ts';
import type { Db } from '../../db/database.ts';
import { categoriesSource, lineItemsSource, resultsSource } from './oneroster-gradebook-sources.ts';
import { demographicsSource, enrollmentsSource, usersSource } from './oneroster-people.ts';
import { rowsOf } from './oneroster-read.operation.ts';
import { classesSource, coursesSource, orgsSource, sessionsSource, type Source } from './oneroster-sources.ts';

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
  categories: ['sourcedId', 'status', 'dateLastModified', 'title', 'weight'],
  lineItems: [
    'sourcedId',
    'status',
    'dateLastModified',
    'title',
    'description',
    'assignDate',
    'dueDate',
    'classSourcedId',
    'categorySourcedId',
    'academicSessionSourcedId',
    'resultValueMin',
    'resultValueMax',
    'schoolSourcedId',
  ],
  results: [
    'sourcedId',
    'status',
    'dateLastModified',
    'lineItemSourcedId',
    'studentSourcedId',
    'scoreStatus',
    'score',
    'scoreDate',
    'comment',
    'textScore',
    'classSourcedId',
    'inProgress',
    'incomplete',
    'late',
    'missing',
  ],
} as const;

export type OneRosterFile = keyof typeof ONEROSTER_HEADERS;
type Cells = Record<string, unknown>;

/**
 * A file's lines from its rows. In bulk mode the binding wants `status` and `dateLastModified`
 * empty (they belong to delta files), so they are left out whatever the source says.
 */
const lines = (file: OneRosterFile, rows: Cells[]): string =>
  toCsv([
    [...ONEROSTER_HEADERS[file]],
    ...rows.map((row) =>
      ONEROSTER_HEADERS[file].map((column) => {
        const value = row[column];
        return column === 'status' || column === 'dateLastModified' || typeof value !== 'string' ? '' : value;
      }),
    ),
  ]);

const all = async (db: Db, ctx: RequestContext, source: Source): Promise<Cells[]> =>
  rowsOf(await db.execute(sql`select * from (${source(db, ctx)}) as r order by r."sourcedId"`));

/**
 * The roster of the schools in the caller's active scope, in the default (or active) season, as
 * OneRoster 1.2 bulk CSV: the same mapping the REST binding serves (oneroster-sources.ts,
 * oneroster-people.ts, oneroster-gradebook-sources.ts: graded work and its released scores). The roles file is each user's primary role. With it, the students it
 * holds and how many users, for the disclosure log.
 */
export const oneRosterZip = async (
  db: Db,
  ctx: RequestContext,
): Promise<{ zip: Uint8Array; studentIds: number[]; records: number }> => {
  const users = await all(db, ctx, usersSource);
  const roles = users.map((user) => ({
    sourcedId: `role-${String(user.sourcedId)}`,
    userSourcedId: user.sourcedId,
    roleType: 'primary',
    role: user.role,
    orgSourcedId: user.primaryOrgSourcedId,
  }));
  const bulk = [
    'academicSessions',
    'categories',
    'classes',
    'courses',
    'demographics',
    'enrollments',
    'lineItems',
    'orgs',
    'results',
    'roles',
    'users',
  ];
  const absent = [
    'classResources',
    'courseResources',
    'lineItemLearningObjectiveIds',
    'lineItemScoreScales',
    'resources',
    'resultLearningObjectiveIds',
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
  const studentIds = users.flatMap((user) => {
    const match = /^student-(\d+)$/.exec(String(user.sourcedId));
    return match ? [Number(match[1])] : [];
  });
  const zip = zipSync({
    'manifest.csv': strToU8(manifest),
    'orgs.csv': strToU8(lines('orgs', await all(db, ctx, orgsSource))),
    'academicSessions.csv': strToU8(lines('academicSessions', await all(db, ctx, sessionsSource))),
    'courses.csv': strToU8(lines('courses', await all(db, ctx, coursesSource))),
    'classes.csv': strToU8(lines('classes', await all(db, ctx, classesSource))),
    'users.csv': strToU8(lines('users', users)),
    'roles.csv': strToU8(lines('roles', roles)),
    'enrollments.csv': strToU8(lines('enrollments', await all(db, ctx, enrollmentsSource))),
    'demographics.csv': strToU8(lines('demographics', await all(db, ctx, demographicsSource))),
    'categories.csv': strToU8(lines('categories', await all(db, ctx, categoriesSource))),
    'lineItems.csv': strToU8(lines('lineItems', await all(db, ctx, lineItemsSource))),
    'results.csv': strToU8(lines('results', await all(db, ctx, resultsSource))),
  });
  return { zip, studentIds, records: users.length };
};
