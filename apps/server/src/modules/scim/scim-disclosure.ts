import { students, users } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import type { Answer } from '../../core/actions.ts';
import { system } from '../../core/repository.ts';
import { anyOf } from '../../db/any-of.ts';
import type { Db } from '../../db/database.ts';
import { recordDisclosure } from '../privacy/disclosure-log.operation.ts';
import type { ScimContext } from './scim-auth.ts';

const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * The students a SCIM answer is about: the student accounts (`students.user`) among the users
 * whose ids it carries, as a user's `id`, a group's `members` or a `location`. A SCIM User is an
 * account, so a student's account sent to the identity provider is a student's personal data
 * leaving Kampus. One statement, the uuids as one array.
 */
const studentsInAnswer = async (tx: Db, body: unknown): Promise<number[]> => {
  const uuids = [...new Set((JSON.stringify(body ?? null).match(UUIDS) ?? []).map((uuid) => uuid.toLowerCase()))];
  if (uuids.length === 0) return [];
  const accounts = system(tx).of(users).table;
  const pupils = system(tx).of(students).table;
  const rows = await tx
    .select({ id: pupils.id })
    .from(pupils)
    .innerJoin(accounts, eq(accounts.id, pupils.user))
    .where(anyOf(accounts.uuid, uuids));
  return rows.map((row) => row.id);
};

/** How many SCIM resources an answer held: a list's `Resources`, else the one resource. */
const recordCount = (body: unknown): number => {
  if (typeof body !== 'object' || body === null) return 0;
  const resources = (body as { Resources?: unknown }).Resources;
  return Array.isArray(resources) ? resources.length : 1;
};

/**
 * A line of the disclosure log (docs/privacy.md) for a SCIM answer that named students' accounts,
 * in the request's transaction, like the OneRoster REST reads: the client is the key, the route
 * the path called. An answer naming no student writes nothing.
 */
export const discloseScimAnswer = async (tx: Db, ctx: ScimContext, path: string, result: Answer): Promise<void> => {
  if (result.status >= 300) return;
  const studentIds = await studentsInAnswer(tx, result.body);
  await recordDisclosure(tx, ctx, {
    clientKind: 'scim',
    client: ctx.keyId,
    route: path,
    recordCount: recordCount(result.body),
    studentIds,
  });
};
