import { ONEROSTER_BASE } from '@kampus/contract';

/** A row of a source: its columns, all text but `schoolId`. */
export type FlatRow = Record<string, unknown>;

type Json = Record<string, unknown>;

const text = (row: FlatRow, name: string): string => {
  const value = row[name];
  return typeof value === 'string' ? value : '';
};

const list = (row: FlatRow, name: string): string[] => text(row, name).split(',').filter(Boolean);

/** The collection a sourcedId's prefix lives in, and the GUIDRef type the binding names it by. */
const KINDS: Record<string, [collection: string, type: string]> = {
  school: ['orgs', 'org'],
  season: ['academicSessions', 'academicSession'],
  term: ['academicSessions', 'term'],
  course: ['courses', 'course'],
  homeroom: ['courses', 'course'],
  class: ['classes', 'class'],
  student: ['users', 'user'],
  guardian: ['users', 'user'],
  teacher: ['users', 'user'],
};

/** The binding's GUIDRef: where the record is read, its id and its type. */
const ref = (sourcedId: string): Json => {
  const [collection, type] = KINDS[sourcedId.split('-')[0] ?? ''] ?? ['users', 'user'];
  return { href: `${ONEROSTER_BASE}/${collection}/${sourcedId}`, sourcedId, type };
};

const optional = (row: FlatRow, names: readonly string[]): Json =>
  Object.fromEntries(names.filter((name) => text(row, name) !== '').map((name) => [name, text(row, name)]));

const base = (row: FlatRow): Json => ({
  sourcedId: text(row, 'sourcedId'),
  status: text(row, 'status'),
  dateLastModified: text(row, 'dateLastModified'),
});

/** Each collection's record as the 1.2 REST binding's JSON, made from the same row the CSV writes. */
export const toJson: Record<string, (row: FlatRow) => Json> = {
  orgs: (row) => ({
    ...base(row),
    name: text(row, 'name'),
    type: text(row, 'type'),
    ...optional(row, ['identifier']),
    ...(text(row, 'parentSourcedId') ? { parent: ref(text(row, 'parentSourcedId')) } : {}),
  }),
  academicSessions: (row) => ({
    ...base(row),
    title: text(row, 'title'),
    type: text(row, 'type'),
    startDate: text(row, 'startDate'),
    endDate: text(row, 'endDate'),
    schoolYear: text(row, 'schoolYear'),
    ...(text(row, 'parentSourcedId') ? { parent: ref(text(row, 'parentSourcedId')) } : {}),
  }),
  courses: (row) => ({
    ...base(row),
    title: text(row, 'title'),
    schoolYear: ref(text(row, 'schoolYearSourcedId')),
    ...optional(row, ['courseCode']),
    grades: list(row, 'grades'),
    subjects: list(row, 'subjects'),
    org: ref(text(row, 'orgSourcedId')),
  }),
  classes: (row) => ({
    ...base(row),
    title: text(row, 'title'),
    classCode: text(row, 'classCode'),
    classType: text(row, 'classType'),
    ...optional(row, ['location']),
    grades: list(row, 'grades'),
    subjects: list(row, 'subjects'),
    course: ref(text(row, 'courseSourcedId')),
    school: ref(text(row, 'schoolSourcedId')),
    terms: list(row, 'termSourcedIds').map(ref),
  }),
  users: (row) => ({
    ...base(row),
    enabledUser: text(row, 'enabledUser') === 'true',
    username: text(row, 'username'),
    givenName: text(row, 'givenName'),
    familyName: text(row, 'familyName'),
    ...optional(row, ['identifier', 'email', 'phone']),
    roles: [{ roleType: 'primary', role: text(row, 'role'), org: ref(text(row, 'primaryOrgSourcedId')) }],
    primaryOrg: ref(text(row, 'primaryOrgSourcedId')),
    agents: list(row, 'agentSourcedIds').map(ref),
    grades: list(row, 'grades'),
  }),
  enrollments: (row) => ({
    ...base(row),
    role: text(row, 'role'),
    primary: text(row, 'primary') === 'true',
    user: ref(text(row, 'userSourcedId')),
    class: ref(text(row, 'classSourcedId')),
    school: ref(text(row, 'schoolSourcedId')),
    ...optional(row, ['beginDate', 'endDate']),
  }),
};
