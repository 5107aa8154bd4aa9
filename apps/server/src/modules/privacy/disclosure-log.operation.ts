import { disclosures, getResource, students, type DISCLOSURE_CLIENTS, type Resource } from '@kampus/contract';
import { inArray } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import type { Row } from '../../core/hooks.ts';
import { system } from '../../core/repository.ts';
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
 * Writes the disclosure log (docs/privacy.md): one row per school whose students were in the
 * answer, each with those students' ids as one array. Nothing when no student was in it. Two
 * statements whatever the size of the answer: the students' schools, and the insert.
 */
export const recordDisclosure = async (db: Db, ctx: RequestContext, disclosure: Disclosure): Promise<void> => {
  const ids = [...new Set(disclosure.studentIds)];
  if (ids.length === 0) return;
  const store = system(db);
  const table = store.of(students).table;
  const found = await db.select({ id: table.id, school: table.school }).from(table).where(inArray(table.id, ids));
  const bySchool = new Map<number, number[]>();
  for (const row of found) bySchool.set(row.school, [...(bySchool.get(row.school) ?? []), row.id]);
  for (const [school, studentIds] of bySchool) {
    await store.of(disclosures).insert({
      school,
      clientKind: disclosure.clientKind,
      client: disclosure.client,
      user: ctx.caller?.id ?? null,
      route: disclosure.route.slice(0, ROUTE_LENGTH),
      recordCount: disclosure.recordCount,
      studentIds: studentIds.sort((a, b) => a - b),
      // UTC, as the audit trail's times.
      at: new Date().toISOString().slice(0, 19).replace('T', ' '),
    });
  }
};

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

/** The students a OneRoster answer names (`student-<id>` sourced ids: the users, and enrollments' users). */
export const studentsInRoster = (payload: unknown): number[] =>
  [...JSON.stringify(payload).matchAll(/"student-(\d+)"/g)].map((match) => Number(match[1]));
