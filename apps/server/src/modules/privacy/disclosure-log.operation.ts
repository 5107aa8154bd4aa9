import { disclosures, getResource, students, type DISCLOSURE_CLIENTS, type Resource } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import type { Row } from '../../core/hooks.ts';
import { system } from '../../core/repository.ts';
import { anyOf } from '../../db/any-of.ts';
import type { Db } from '../../db/database.ts';

/** What left, to whom: the disclosure log's line before it is split by school. */
export interface Disclosure {
  clientKind: (typeof DISCLOSURE_CLIENTS)[number];
  client: string;
  route: string;
  /** The records the answer held, of every kind (a page of enrollments, a roster's users). */
  recordCount: number;
  studentIds: readonly number[];
}

const ROUTE_LENGTH = 500;
/**
 * Students listed on one line: a JSON value is checked like any written value (at most 100,000
 * nodes), so a roster of a larger school is logged on several lines of the same request, each
 * with the answer's whole record count.
 */
const IDS_PER_ROW = 50_000;

/**
 * Writes the disclosure log (docs/privacy.md): one row per school whose students were in the
 * answer, each with those students' ids as one array. Nothing when no student was in it. Two
 * statements for any answer up to 50,000 students a school: the students' schools (the ids as one array
 * parameter: a roster of 70,000 students is past PostgreSQL's 65,535 parameters), and the insert.
 */
export const recordDisclosure = async (db: Db, ctx: RequestContext, disclosure: Disclosure): Promise<void> => {
  const ids = [...new Set(disclosure.studentIds)];
  if (ids.length === 0) return;
  const store = system(db);
  const table = store.of(students).table;
  const found = await db.select({ id: table.id, school: table.school }).from(table).where(anyOf(table.id, ids));
  const bySchool = new Map<number, number[]>();
  for (const row of found) {
    const list = bySchool.get(row.school);
    if (list) list.push(row.id);
    else bySchool.set(row.school, [row.id]);
  }
  for (const [school, all] of bySchool) {
    all.sort((a, b) => a - b);
    for (let start = 0; start < all.length; start += IDS_PER_ROW) {
      await insertLine(store, ctx, disclosure, school, all.slice(start, start + IDS_PER_ROW));
    }
  }
};

/** One line of the log: a school's students of one answer, or a part of them past `IDS_PER_ROW`. */
const insertLine = (
  store: ReturnType<typeof system>,
  ctx: RequestContext,
  disclosure: Disclosure,
  school: number,
  studentIds: number[],
) =>
  store.of(disclosures).insert({
    school,
    clientKind: disclosure.clientKind,
    client: disclosure.client,
    user: ctx.caller?.id ?? null,
    route: disclosure.route.slice(0, ROUTE_LENGTH),
    recordCount: disclosure.recordCount,
    studentIds,
    // UTC, as the audit trail's times.
    at: new Date().toISOString().slice(0, 19).replace('T', ' '),
  });

/** The fields of a resource that name a student, read from its declaration (a guardian's `studentId`). */
const studentFields = (resource: Resource): string[] =>
  Object.entries(resource.fields)
    .filter(([, field]) => (field.kind === 'ref' || field.kind === 'refId') && field.target === 'students')
    .map(([name]) => name);

/** The students a page of rows of this resource is about: the rows themselves, or the students they name. */
const studentsOfRows = (resource: Resource, rows: readonly Row[]): number[] => {
  if (resource === getResource('students')) return rows.map((row) => Number(row.id));
  const fields = studentFields(resource);
  return rows.flatMap((row) =>
    fields.map((name) => row[name]).filter((value): value is number => typeof value === 'number'),
  );
};

/**
 * An API key's read of rows naming students leaves a line in the disclosure log; a signed-in
 * person's read (the browser session) does not: it is the school's own staff, not a recipient.
 */
export const noteApiKeyRead = async (
  db: Db,
  ctx: RequestContext,
  resource: Resource,
  rows: readonly Row[],
  route: string,
): Promise<void> => {
  const keyId = ctx.caller?.apiKeyId;
  if (!keyId) return;
  const studentIds = studentsOfRows(resource, rows);
  await recordDisclosure(db, ctx, {
    clientKind: 'api_key',
    client: keyId,
    route,
    recordCount: rows.length,
    studentIds,
  });
};

/**
 * An answer to an API key that names students it read some other way than as rows of a resource
 * (a report's table: a row per receipt, per student's debt): a line per school, as for a list.
 */
export const noteApiKeyStudents = async (
  db: Db,
  ctx: RequestContext,
  studentIds: readonly (number | null)[],
  recordCount: number,
  route: string,
): Promise<void> => {
  const keyId = ctx.caller?.apiKeyId;
  if (!keyId) return;
  const named = studentIds.filter((id): id is number => id !== null);
  await recordDisclosure(db, ctx, { clientKind: 'api_key', client: keyId, route, recordCount, studentIds: named });
};

/** The students a OneRoster answer names (`student-<id>` sourced ids: the users, and enrollments' users). */
export const studentsInRoster = (payload: unknown): number[] =>
  [...JSON.stringify(payload).matchAll(/"student-(\d+)"/g)].map((match) => Number(match[1]));
