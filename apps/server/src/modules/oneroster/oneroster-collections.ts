import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import type { Db } from '../../db/database.ts';
import { categoriesSource, lineItemsSource, resultsSource } from './oneroster-gradebook-sources.ts';
import { demographicsSource, enrollmentsSource, usersSource } from './oneroster-people.ts';
import { classesSource, coursesSource, orgsSource, sessionsSource, type Source } from './oneroster-sources.ts';

const COMMON = ['sourcedId', 'status', 'dateLastModified'];

/** A collection of the binding: its source, the names of its JSON wrapper, what `filter`/`sort` and `fields` may name. */
interface Collection {
  name:
    | 'orgs'
    | 'academicSessions'
    | 'courses'
    | 'classes'
    | 'users'
    | 'enrollments'
    | 'demographics'
    | 'categories'
    | 'lineItems'
    | 'results';
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

const demographics = collection('demographics', demographicsSource, 'demographics', ['birthDate', 'sex'], []);
const categories = collection('categories', categoriesSource, 'category', ['title', 'weight'], []);
const lineItems = collection(
  'lineItems',
  lineItemsSource,
  'lineItem',
  ['title', 'description', 'assignDate', 'dueDate', 'resultValueMin', 'resultValueMax'],
  ['class', 'school', 'category', 'academicSession'],
);
const results = collection(
  'results',
  resultsSource,
  'result',
  ['scoreStatus', 'score', 'scoreDate', 'comment', 'textScore', 'inProgress', 'incomplete', 'late', 'missing'],
  ['lineItem', 'student', 'class'],
);

/**
 * What an endpoint reads: a collection, narrowed by a condition on its columns (`r.*`), and for
 * a nested path the records it hangs under (the path's ids in order), each of which must be in
 * reach first (404 otherwise).
 */
export interface View {
  collection: Collection;
  /** The JSON wrapper of a list (`users`, `orgs`); a view of one kind may wrap as another (`schools` answers `orgs`). */
  plural: string;
  where?: (db: Db, ctx: RequestContext, parents: readonly string[]) => SQL;
  /** Each record the path hangs under, in the path's order; one may be narrowed by those before it. */
  parents?: readonly Parent[];
}

/** A record a nested path hangs under: its collection, and how it must stand to the path's earlier records. */
interface Parent {
  collection: Collection;
  where?: (db: Db, ctx: RequestContext, before: readonly string[]) => SQL;
}

const is = (column: string, value: string) => () => sql`r.${sql.identifier(column)} = ${value}`;

/** Users with an enrollment matching `on` (their class's or their school's), of one role. */
const enrolled =
  (role: 'student' | 'teacher', on: 'classSourcedId' | 'schoolSourcedId') =>
  (db: Db, ctx: RequestContext, [parent]: readonly string[]): SQL =>
    sql`r."role" = ${role} and r."sourcedId" in (select e."userSourcedId" from (${enrollmentsSource(db, ctx)}) as e
      where e.${sql.identifier(on)} = ${parent ?? ''} and e."role" = ${role})`;

/** A class of the school the path names first. */
const ofSchool = (_db: Db, _ctx: RequestContext, [school]: readonly string[]): SQL =>
  sql`r."schoolSourcedId" = ${school ?? ''}`;

/** The classes a user is enrolled in (a student's seats, a teacher's classes). */
const classesOf = (db: Db, ctx: RequestContext, [user]: readonly string[]): SQL =>
  sql`r."sourcedId" in (select e."classSourcedId" from (${enrollmentsSource(db, ctx)}) as e
    where e."userSourcedId" = ${user ?? ''})`;

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
  classStudents: {
    collection: users,
    plural: 'users',
    parents: [{ collection: classes }],
    where: enrolled('student', 'classSourcedId'),
  },
  classTeachers: {
    collection: users,
    plural: 'users',
    parents: [{ collection: classes }],
    where: enrolled('teacher', 'classSourcedId'),
  },
  schoolClasses: {
    collection: classes,
    plural: 'classes',
    parents: [{ collection: orgs }],
    where: (_db, _ctx, [parent]) => sql`r."schoolSourcedId" = ${parent ?? ''}`,
  },
  schoolStudents: {
    collection: users,
    plural: 'users',
    parents: [{ collection: orgs }],
    where: (_db, _ctx, [parent]) => sql`r."role" = 'student' and r."primaryOrgSourcedId" = ${parent ?? ''}`,
  },
  schoolTeachers: {
    collection: users,
    plural: 'users',
    parents: [{ collection: orgs }],
    where: enrolled('teacher', 'schoolSourcedId'),
  },
  schoolCourses: {
    collection: courses,
    plural: 'courses',
    parents: [{ collection: orgs }],
    where: (_db, _ctx, [school]) => sql`r."orgSourcedId" = ${school ?? ''}`,
  },
  schoolTerms: {
    collection: sessions,
    plural: 'academicSessions',
    parents: [{ collection: orgs }],
    where: (_db, _ctx, [school]) => sql`r."type" = 'term' and 'school-' || r."schoolId" = ${school ?? ''}`,
  },
  schoolEnrollments: {
    collection: enrollments,
    plural: 'enrollments',
    parents: [{ collection: orgs }],
    where: (_db, _ctx, [school]) => sql`r."schoolSourcedId" = ${school ?? ''}`,
  },
  // A class under a school must be that school's: another's answers 404, as an absent one.
  schoolClassEnrollments: {
    collection: enrollments,
    plural: 'enrollments',
    parents: [{ collection: orgs }, { collection: classes, where: ofSchool }],
    where: (_db, _ctx, [, klass]) => sql`r."classSourcedId" = ${klass ?? ''}`,
  },
  schoolClassStudents: {
    collection: users,
    plural: 'users',
    parents: [{ collection: orgs }, { collection: classes, where: ofSchool }],
    where: (db, ctx, [, klass]) => enrolled('student', 'classSourcedId')(db, ctx, [klass ?? '']),
  },
  schoolClassTeachers: {
    collection: users,
    plural: 'users',
    parents: [{ collection: orgs }, { collection: classes, where: ofSchool }],
    where: (db, ctx, [, klass]) => enrolled('teacher', 'classSourcedId')(db, ctx, [klass ?? '']),
  },
  termClasses: {
    collection: classes,
    plural: 'classes',
    parents: [{ collection: sessions, where: () => sql`r."type" = 'term'` }],
    where: (_db, _ctx, [term]) => sql`${term ?? ''} = any(string_to_array(r."termSourcedIds", ','))`,
  },
  courseClasses: {
    collection: classes,
    plural: 'classes',
    parents: [{ collection: courses }],
    where: (_db, _ctx, [course]) => sql`r."courseSourcedId" = ${course ?? ''}`,
  },
  userClasses: { collection: classes, plural: 'classes', parents: [{ collection: users }], where: classesOf },
  studentClasses: {
    collection: classes,
    plural: 'classes',
    parents: [{ collection: users, where: () => sql`r."role" = 'student'` }],
    where: classesOf,
  },
  teacherClasses: {
    collection: classes,
    plural: 'classes',
    parents: [{ collection: users, where: () => sql`r."role" = 'teacher'` }],
    where: classesOf,
  },
  demographics: { collection: demographics, plural: 'demographics' },
  categories: { collection: categories, plural: 'categories' },
  lineItems: { collection: lineItems, plural: 'lineItems' },
  results: { collection: results, plural: 'results' },
  classLineItems: {
    collection: lineItems,
    plural: 'lineItems',
    parents: [{ collection: classes }],
    where: (_db, _ctx, [klass]) => sql`r."classSourcedId" = ${klass ?? ''}`,
  },
  classResults: {
    collection: results,
    plural: 'results',
    parents: [{ collection: classes }],
    where: (_db, _ctx, [klass]) => sql`r."classSourcedId" = ${klass ?? ''}`,
  },
  // The line item must be the class's, the student in the class: another answers 404, as an absent one.
  classLineItemResults: {
    collection: results,
    plural: 'results',
    parents: [
      { collection: classes },
      { collection: lineItems, where: (_db, _ctx, [klass]) => sql`r."classSourcedId" = ${klass ?? ''}` },
    ],
    where: (_db, _ctx, [klass, lineItem]) =>
      sql`r."classSourcedId" = ${klass ?? ''} and r."lineItemSourcedId" = ${lineItem ?? ''}`,
  },
  classStudentResults: {
    collection: results,
    plural: 'results',
    parents: [{ collection: classes }, { collection: users, where: enrolled('student', 'classSourcedId') }],
    where: (_db, _ctx, [klass, student]) =>
      sql`r."classSourcedId" = ${klass ?? ''} and r."studentSourcedId" = ${student ?? ''}`,
  },
} satisfies Record<string, View>;
