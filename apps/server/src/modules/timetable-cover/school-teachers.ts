import { users, userTypes } from '@kampus/contract';
import { and, inArray, type SQL } from 'drizzle-orm';
import { system } from '../../core/repository.ts';
import { belongingTo } from '../../core/tenancy.ts';
import type { Db } from '../../db/database.ts';

/** The teacher accounts (login type `teacher`) of a school, its own and its members by `user_schools`, with their names. */
export const schoolTeachers = async (db: Db, school: number): Promise<Map<number, string>> => {
  const store = system(db);
  const people = store.of(users).table;
  const kinds = store.of(userTypes).table;
  const teacherKinds = db
    .select({ id: kinds.id })
    .from(kinds)
    .where(inArray(kinds.loginType, ['teacher']));
  const rows = await db
    .select({ id: people.id, name: people.name, lastName: people.lastName })
    .from(people)
    .where(and(inArray(people.userType, teacherKinds), belongingTo(db, new Set([school]))) as SQL);
  return new Map(rows.map((row) => [row.id, `${row.name} ${row.lastName}`.trim()]));
};
