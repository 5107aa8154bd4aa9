import { consents, type ConsentKind } from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/**
 * Whether the subject's latest consent record of this kind withdraws it. No record at all is not
 * a withdrawal: what a school may do without asking (a notification the contract needs) goes on
 * until the person says no; what needs consent first is checked by `withoutConsent`.
 */
export const consentWithdrawn = async (
  db: Db,
  kind: ConsentKind,
  subject: { user: number } | { student: number },
): Promise<boolean> => {
  const latest = await system(db)
    .of(consents)
    .first({ ...subject, consentKind: kind }, { order: { at: 'desc', id: 'desc' } });
  return latest !== undefined && !latest.given;
};

/**
 * Of these users, those whose latest consent record of this kind withdraws it: one select for a
 * whole send's recipients (a bulk message to a school's families), the latest row per user kept.
 */
export const withdrawnAmong = async (db: Db, kind: ConsentKind, userIds: readonly number[]): Promise<Set<number>> => {
  const wanted = [...new Set(userIds)];
  if (wanted.length === 0) return new Set();
  const rows = await system(db)
    .of(consents)
    .list({ user: wanted, consentKind: kind }, { order: { at: 'asc', id: 'asc' } });
  const latest = new Map<number, boolean>();
  for (const row of rows) if (row.user !== null) latest.set(row.user, row.given);
  return new Set([...latest].filter(([, given]) => !given).map(([user]) => user));
};

/**
 * Of these students, those without a consent of this kind in force: no record, or a latest record
 * that withdraws it. For what needs consent first (a photo published): silence is no consent.
 */
export const withoutConsent = async (db: Db, kind: ConsentKind, studentIds: readonly number[]): Promise<number[]> => {
  const wanted = [...new Set(studentIds)];
  if (wanted.length === 0) return [];
  const rows = await system(db)
    .of(consents)
    .list({ student: wanted, consentKind: kind }, { order: { at: 'asc', id: 'asc' } });
  const latest = new Map<number, boolean>();
  for (const row of rows) if (row.student !== null) latest.set(row.student, row.given);
  return wanted.filter((student) => latest.get(student) !== true);
};
