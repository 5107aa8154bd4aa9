import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import type { Db } from '../../db/database.ts';
import { enrollmentsSource, usersSource } from './oneroster-people.ts';
import { classesSource, coursesSource, orgsSource, sessionsSource, type Source } from './oneroster-sources.ts';

const COMMON = ['sourcedId', 'status', 'dateLastModified'];

/** A collection of the binding: its source, the names of its JSON wrapper, what `filter`/`sort` and `fields` may name. */
interface Collection {
  name: 'orgs' | 'academicSessions' | 'courses' | 'classes' | 'users' | 'enrollments';
  source: Source;
  singular: string;
  /** Scalar properties, compared and sorted in SQL on the source's column of the same name. */
  filterable: ReadonlySet<string>;
  /** Every property a record can carry, for `fields`. */
  selectable: ReadonlySet<string>;
}

const collection = (
  name: Collection['name'],
  source: Source,
  singular: string,
  scalars: string[],
  refs: string[],
): Collection => ({
  name,
  source,
  singular,
  filterable: new Set([...COMMON, ...scalars]),
  selectable: new Set([...COMMON, ...scalars, ...refs]),
});

const orgs = collection('orgs', orgsSource, 'org', ['name', 'type', 'identifier'], ['parent']);
const sessions = collection(
  'academicSessions',
  sessionsSource,
  'academicSession',
  ['title', 'type', 'startDate', 'endDate', 'schoolYear'],
  ['parent'],
);
const courses = collection(
  'courses',
  coursesSource,
  'course',
  ['title', 'courseCode', 'grades'],
  ['schoolYear', 'subjects', 'org'],
);
const classes = collection(
  'classes',
  classesSource,
  'class',
  ['title', 'classCode', 'classType', 'location', 'grades'],
  ['subjects', 'course', 'school', 'terms'],
);
const users = collection(
  'users',
  usersSource,
  'user',
  ['enabledUser', 'username', 'givenName', 'familyName', 'identifier', 'email', 'phone', 'role', 'grades'],
  ['roles', 'primaryOrg', 'agents'],
);
const enrollments = collection(
  'enrollments',
  enrollmentsSource,
  'enrollment',
  ['role', 'primary', 'beginDate', 'endDate'],
  ['user', 'class', 'school'],
);

/**
 * What an endpoint reads: a collection, narrowed by a condition on its columns (`r.*`), and for
 * a nested path the record it hangs under, which must be in reach first (404 otherwise).
 */
export interface View {
  collection: Collection;
  /** The JSON wrapper of a list (`users`, `orgs`); a view of one kind may wrap as another (`schools` answers `orgs`). */
  plural: string;
  where?: (db: Db, ctx: RequestContext, parent: string) => SQL;
  parent?: Collection;
}

const is = (column: string, value: string) => () => sql`r.${sql.identifier(column)} = ${value}`;

/** Users with an enrollment matching `on` (their class's or their school's), of one role. */
const enrolled =
  (role: 'student' | 'teacher', on: 'classSourcedId' | 'schoolSourcedId') =>
  (db: Db, ctx: RequestContext, parent: string): SQL =>
    sql`r."role" = ${role} and r."sourcedId" in (select e."userSourcedId" from (${enrollmentsSource(db, ctx)}) as e
      where e.${sql.identifier(on)} = ${parent} and e."role" = ${role})`;

export const VIEWS = {
  orgs: { collection: orgs, plural: 'orgs' },
  schools: { collection: orgs, plural: 'orgs', where: is('type', 'school') },
  academicSessions: { collection: sessions, plural: 'academicSessions' },
  terms: { collection: sessions, plural: 'academicSessions', where: is('type', 'term') },
  courses: { collection: courses, plural: 'courses' },
  classes: { collection: classes, plural: 'classes' },
  users: { collection: users, plural: 'users' },
  students: { collection: users, plural: 'users', where: is('role', 'student') },
  teachers: { collection: users, plural: 'users', where: is('role', 'teacher') },
  enrollments: { collection: enrollments, plural: 'enrollments' },
  classStudents: { collection: users, plural: 'users', parent: classes, where: enrolled('student', 'classSourcedId') },
  classTeachers: { collection: users, plural: 'users', parent: classes, where: enrolled('teacher', 'classSourcedId') },
  schoolClasses: {
    collection: classes,
    plural: 'classes',
    parent: orgs,
    where: (_db, _ctx, parent) => sql`r."schoolSourcedId" = ${parent}`,
  },
  schoolStudents: {
    collection: users,
    plural: 'users',
    parent: orgs,
    where: (_db, _ctx, parent) => sql`r."role" = 'student' and r."primaryOrgSourcedId" = ${parent}`,
  },
  schoolTeachers: { collection: users, plural: 'users', parent: orgs, where: enrolled('teacher', 'schoolSourcedId') },
} satisfies Record<string, View>;
