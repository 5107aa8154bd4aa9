import { and, eq, inArray, isNotNull, notInArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { scimGroups, scimUsers } from '../../db/scim-tables.ts';

/**
 * SCIM's own bookkeeping beside Kampus's records (db/scim-tables.ts): the client's externalIds
 * and the users SCIM deleted that Kampus kept. Written in the request's transaction, so they go
 * with the change they belong to or not at all.
 */
export const notDeleted = (db: Db, userId: AnyPgColumn): SQL =>
  notInArray(userId, db.select({ id: scimUsers.userId }).from(scimUsers).where(isNotNull(scimUsers.deletedAt)));

export const usersWithExternalId = (db: Db, userId: AnyPgColumn, externalId: string): SQL =>
  inArray(userId, db.select({ id: scimUsers.userId }).from(scimUsers).where(eq(scimUsers.externalId, externalId)));

export const schoolsWithExternalId = (db: Db, schoolId: AnyPgColumn, externalId: string): SQL =>
  inArray(
    schoolId,
    db.select({ id: scimGroups.schoolId }).from(scimGroups).where(eq(scimGroups.externalId, externalId)),
  );

export const userLinks = async (db: Db, ids: number[]): Promise<Map<number, string | null>> => {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(scimUsers).where(inArray(scimUsers.userId, ids));
  return new Map(rows.map((row) => [row.userId, row.externalId]));
};

export const groupLinks = async (db: Db, ids: number[]): Promise<Map<number, string | null>> => {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(scimGroups).where(inArray(scimGroups.schoolId, ids));
  return new Map(rows.map((row) => [row.schoolId, row.externalId]));
};

export const setUserLink = async (
  db: Db,
  userId: number,
  values: { externalId?: string | null; deletedAt?: Date | null },
): Promise<void> => {
  await db
    .insert(scimUsers)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: scimUsers.userId, set: values });
};

export const setGroupLink = async (db: Db, schoolId: number, externalId: string | null): Promise<void> => {
  await db
    .insert(scimGroups)
    .values({ schoolId, externalId })
    .onConflictDoUpdate({ target: scimGroups.schoolId, set: { externalId } });
};

/** Whether SCIM deleted this user (Kampus kept the account, deactivated). */
export const isDeleted = async (db: Db, userId: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: scimUsers.userId })
    .from(scimUsers)
    .where(and(eq(scimUsers.userId, userId), isNotNull(scimUsers.deletedAt)));
  return row !== undefined;
};
