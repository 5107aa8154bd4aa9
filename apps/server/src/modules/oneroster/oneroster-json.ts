import { ONEROSTER_BASE, ONEROSTER_GRADEBOOK_BASE } from '@kampus/contract';

/** A row of a source: its columns, all text but `schoolId`. */
export type FlatRow = Record<string, unknown>;

type Json = Record<string, unknown>;

const text = (row: FlatRow, name: string): string => {
  const value = row[name];
  return typeof value === 'string' ? value : '';
};

const list = (row: FlatRow, name: string): string[] => text(row, name).split(',').filter(Boolean);

/** The collection a sourcedId's prefix lives in, the GUIDRef type the binding names it by, and its service. */
const KINDS: Record<string, [collection: string, type: string, base?: string]> = {
  school: ['orgs', 'org'],
  season: ['academicSessions', 'academicSession'],
  term: ['academicSessions', 'term'],
  course: ['courses', 'course'],
  homeroom: ['courses', 'course'],
  class: ['classes', 'class'],
  student: ['users', 'user'],
  guardian: ['users', 'user'],
  teacher: ['users', 'user'],
  category: ['categories', 'category', ONEROSTER_GRADEBOOK_BASE],
  uncategorised: ['categories', 'category', ONEROSTER_GRADEBOOK_BASE],
  lineitem: ['lineItems', 'lineItem', ONEROSTER_GRADEBOOK_BASE],
  result: ['results', 'result', ONEROSTER_GRADEBOOK_BASE],
};

/**
 * The binding's GUIDRef: where the record is read, its id and its type, from the id's prefix, or
 * from `kind` for a record whose id a client chose (a line item PUT as `hw-1`).
 */
const ref = (sourcedId: string, kind?: string): Json => {
  const [collection, type, base = ONEROSTER_BASE] = KINDS[kind ?? sourcedId.split('-')[0] ?? ''] ?? ['users', 'user'];
  return { href: `${base}/${collection}/${encodeURIComponent(sourcedId)}`, sourcedId, type };
};

const optional = (row: FlatRow, names: readonly string[]): Json =>
  Object.fromEntries(names.filter((name) => text(row, name) !== '').map((name) => [name, text(row, name)]));

/** A number column (exact decimal text, '' when none) as the binding's JSON number. */
const number = (row: FlatRow, name: string): Json =>
  text(row, name) === '' ? {} : { [name]: Number(text(row, name)) };

const flag = (row: FlatRow, name: string): boolean => text(row, name) === 'true';

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
    terms: list(row, 'termSourcedIds').map((id) => ref(id)),
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
    agents: list(row, 'agentSourcedIds').map((id) => ref(id)),
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
  demographics: (row) => ({ ...base(row), ...optional(row, ['birthDate', 'sex']) }),
  categories: (row) => ({ ...base(row), title: text(row, 'title'), ...number(row, 'weight') }),
  lineItems: (row) => ({
    ...base(row),
    title: text(row, 'title'),
    ...optional(row, ['description']),
    assignDate: text(row, 'assignDate'),
    dueDate: text(row, 'dueDate'),
    class: ref(text(row, 'classSourcedId')),
    school: ref(text(row, 'schoolSourcedId')),
    category: ref(text(row, 'categorySourcedId')),
    academicSession: ref(text(row, 'academicSessionSourcedId')),
    ...number(row, 'resultValueMin'),
    ...number(row, 'resultValueMax'),
  }),
  results: (row) => ({
    ...base(row),
    lineItem: ref(text(row, 'lineItemSourcedId'), 'lineitem'),
    student: ref(text(row, 'studentSourcedId')),
    class: ref(text(row, 'classSourcedId')),
    scoreStatus: text(row, 'scoreStatus'),
    ...number(row, 'score'),
    scoreDate: text(row, 'scoreDate'),
    ...optional(row, ['comment']),
    inProgress: flag(row, 'inProgress'),
    incomplete: flag(row, 'incomplete'),
    late: flag(row, 'late'),
    missing: flag(row, 'missing'),
  }),
};
