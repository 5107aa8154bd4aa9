import { auditLogs, getResource, referencesTo, resources, students, users, type Resource } from '@kampus/contract';
import { eq, getTableColumns, type Column } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { auditRead, recordAction } from '../../core/audit.ts';
import type { Row } from '../../core/hooks.ts';
import { serialize } from '../../core/serialize.ts';
import type { Db } from '../../db/database.ts';
import { pageViews, readerLanguages } from '../../db/internal-tables.ts';
import { ltiScoreTimes } from '../../db/lti-tables.ts';
import { oneRosterResultIds } from '../../db/oneroster-tables.ts';
import { scimUsers } from '../../db/scim-tables.ts';
import { system } from '../../core/repository.ts';

/** What the export leaves out, and why: said in the document itself so its reader knows. */
const EXCLUDED = [
  'Write-only and hidden fields (password hashes, stored file keys): secrets, never sent by the API.',
  'Sign-in sessions, password and e-mail tokens, idempotency keys, API keys, calendar feed secrets, learning tools’ one-time launch hints, second-factor secrets and passkeys (whose names and dates the person reads on their security page): tables outside the declared resources that hold credentials, not information about the person.',
  'Rows that name the person only inside free text or a JSON value (a message body): they are found by reference only.',
];

type Related = Map<string, Map<number, Record<string, unknown>>>;

const keep = (related: Related, resource: Resource, rows: readonly Row[]): void => {
  const kept = related.get(resource.name) ?? new Map<number, Record<string, unknown>>();
  for (const row of rows) kept.set(Number(row.id), serialize(resource, row));
  related.set(resource.name, kept);
};

const resourceNamed = (name: string): Resource => {
  const resource = getResource(name);
  if (!resource) throw new Error(`Unknown resource ${name}`);
  return resource;
};

/**
 * Every row of `resource` whose `field` names `id`, voided rows included: a voided payment is
 * hidden from every read of the API, yet it is still held about the person, so the export reads
 * the table past the void (and past tenancy: the person's reach was checked when their record
 * was loaded; a person's rows are theirs whichever school holds them).
 */
const rowsNaming = async (db: Db, resource: Resource, field: string, id: number): Promise<Row[]> => {
  const { table } = system(db).of(resource);
  const column: Column | undefined = getTableColumns(table)[field];
  if (!column) throw new Error(`No column ${field} in ${resource.name}`);
  return db.select().from(table).where(eq(column, id));
};

/**
 * One query per declared reference to `target`: the count grows with the declarations, never with
 * the data. Confidential rows it holds (`auditReads`: health) are on the trail as read by whoever
 * exports them, as any read of them is.
 */
const keepReferencing = async (
  db: Db,
  ctx: RequestContext,
  related: Related,
  target: string,
  id: number,
): Promise<void> => {
  for (const reference of referencesTo(resources, target)) {
    const resource = resourceNamed(reference.resource);
    const rows = await rowsNaming(db, resource, reference.field, id);
    keep(related, resource, rows);
    await auditRead(db, ctx, resource, rows);
  }
};

/** The audit trail's entries about the person's record and each row found: their history too is data about them. */
const keepHistory = async (db: Db, related: Related, subject: string, id: number): Promise<void> => {
  const trail = system(db).of(auditLogs);
  const about: [string, number[]][] = [[subject, [id]]];
  for (const [name, rows] of related) {
    if (getResource(name) && name !== auditLogs.name) about.push([name, [...rows.keys()]]);
  }
  for (const [name, ids] of about) keep(related, auditLogs, await trail.list({ resource: name, recordId: ids }));
};

/** The pages a user opened (`page_views`): no resource, yet information about the person. */
const keepPageViews = async (db: Db, related: Related, userId: number): Promise<void> => {
  const rows = await db
    .select({ id: pageViews.id, path: pageViews.path, title: pageViews.title, viewedAt: pageViews.viewedAt })
    .from(pageViews)
    .where(eq(pageViews.userId, userId));
  related.set('page_views', new Map(rows.map((row) => [row.id, { ...row, viewedAt: row.viewedAt.toISOString() }])));
};

/** The language the person uses Kampus in (`reader_languages`): no resource, yet information about them. */
const keepReaderLanguage = async (db: Db, related: Related, userId: number): Promise<void> => {
  const rows = await db
    .select({
      userId: readerLanguages.userId,
      language: readerLanguages.language,
      updatedAt: readerLanguages.updatedAt,
    })
    .from(readerLanguages)
    .where(eq(readerLanguages.userId, userId));
  related.set(
    'reader_languages',
    new Map(
      rows.map((row) => [
        row.userId,
        { id: row.userId, language: row.language, updatedAt: row.updatedAt.toISOString() },
      ]),
    ),
  );
};

/**
 * The identity provider's id of the account and when SCIM removed it (`scim_users`, issue 34):
 * no resource, yet information about the person, as the provisioning client named them.
 */
const keepScimLink = async (db: Db, related: Related, userId: number): Promise<void> => {
  const rows = await db.select().from(scimUsers).where(eq(scimUsers.userId, userId));
  if (rows.length === 0) return;
  related.set(
    'scim_users',
    new Map(
      rows.map((row) => [
        row.userId,
        { id: row.userId, externalId: row.externalId, deletedAt: row.deletedAt?.toISOString() ?? null },
      ]),
    ),
  );
};

/**
 * When a learning tool last sent a student's score on each of its line items, and the progress it
 * reported (`lti_score_times`, docs/lti.md): no resource, yet information about the student (the
 * score itself is the gradebook's, exported with the assignment scores). One row a line item: its id.
 */
const keepLtiScoreTimes = async (db: Db, related: Related, studentId: number): Promise<void> => {
  const rows = await db.select().from(ltiScoreTimes).where(eq(ltiScoreTimes.studentId, studentId));
  if (rows.length === 0) return;
  const kept = related.get('lti_score_times') ?? new Map<number, Record<string, unknown>>();
  for (const row of rows)
    kept.set(row.assignmentId, {
      id: row.assignmentId,
      postedAt: row.postedAt.toISOString(),
      activityProgress: row.activityProgress,
      gradingProgress: row.gradingProgress,
    });
  related.set('lti_score_times', kept);
};

/**
 * The sourcedIds a OneRoster partner gave the student's results when it wrote them
 * (`oneroster_result_ids`, docs/oneroster.md): no resource, yet the partner's name for a record
 * of the student (the score is the gradebook's, exported with the assignment scores). One row a
 * line item: its work's id.
 */
const keepOneRosterResultIds = async (db: Db, related: Related, studentId: number): Promise<void> => {
  const rows = await db.select().from(oneRosterResultIds).where(eq(oneRosterResultIds.studentId, studentId));
  if (rows.length === 0) return;
  const kept = related.get('oneroster_result_ids') ?? new Map<number, Record<string, unknown>>();
  for (const row of rows) kept.set(row.assignmentId, { id: row.assignmentId, sourcedId: row.sourcedId });
  related.set('oneroster_result_ids', kept);
};

/** What learning tools and partners keep of the student beside the gradebook (LTI, OneRoster). */
const keepToolRecords = async (db: Db, related: Related, studentId: number): Promise<void> => {
  await keepLtiScoreTimes(db, related, studentId);
  await keepOneRosterResultIds(db, related, studentId);
};

export interface PersonalDataExport {
  subject: { resource: string; id: number };
  exportedAt: string;
  record: Record<string, unknown>;
  related: Record<string, Record<string, unknown>[]>;
  excluded: string[];
}

/**
 * Everything held about a student or a user (KVKK art. 11, GDPR art. 15): the record, every row
 * whose declaration references it, and, across the link between a student and their own account,
 * the other side's rows too (a student's sign-in account; a student user's student record). A
 * guardian's export holds the guardian rows naming them, not their children's records. The
 * caller's reach was checked when the engine loaded `record`; the export is audited.
 */
export const exportPersonalData = async (
  db: Db,
  ctx: RequestContext,
  subject: 'students' | 'users',
  record: Row & { id: number },
): Promise<PersonalDataExport> => {
  const related: Related = new Map();
  await keepReferencing(db, ctx, related, subject, record.id);
  if (subject === 'students') await keepToolRecords(db, related, record.id);
  if (subject === 'students' && typeof record.user === 'number') {
    const account = await system(db).of(users).first({ id: record.user });
    if (account) keep(related, users, [account]);
    await keepReferencing(db, ctx, related, 'users', record.user);
    await keepPageViews(db, related, record.user);
    await keepReaderLanguage(db, related, record.user);
    await keepScimLink(db, related, record.user);
  }
  if (subject === 'users') {
    await keepPageViews(db, related, record.id);
    await keepReaderLanguage(db, related, record.id);
    await keepScimLink(db, related, record.id);
    // Only the student record that is this user's own (a student's account), never a guardian's children.
    for (const student of await system(db).of(students).list({ user: record.id })) {
      await keepReferencing(db, ctx, related, students.name, student.id);
      await keepToolRecords(db, related, student.id);
    }
  }
  await keepHistory(db, related, subject, record.id);
  await recordAction(db, ctx, {
    resource: subject,
    id: record.id,
    action: 'personal_data_export',
    ...(subject === 'students' ? { school: Number(record.school) } : {}),
  });
  return {
    subject: { resource: subject, id: record.id },
    exportedAt: new Date().toISOString(),
    record: serialize(resourceNamed(subject), record),
    related: Object.fromEntries([...related].map(([name, rows]) => [name, [...rows.values()]])),
    excluded: EXCLUDED,
  };
};
