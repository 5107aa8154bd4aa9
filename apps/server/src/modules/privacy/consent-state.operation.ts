import { consents, type ConsentKind } from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/**
 * Whether the subject's latest consent record of this kind withdraws it. No record at all is not
 * a withdrawal: what a school may do without asking (a notification the contract needs) goes on
 * until the person says no; what needs consent first is checked by `consentGiven`.
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
