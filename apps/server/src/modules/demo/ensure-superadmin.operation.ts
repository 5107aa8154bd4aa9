import { schools, users, USER_TYPE } from '@kampus/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { system } from '../../core/repository.ts';
import { ensureRecord } from './ensure-record.ts';

/**
 * With KAMPUS_SUPERADMIN_EMAIL and KAMPUS_SUPERADMIN_PASSWORD set, makes sure that superadmin
 * exists (at a headquarters named KAMPUS_HEADQUARTERS, created if need be). This is how a
 * production installation without demo data gets its first account.
 */
export const ensureSuperadmin = async (
  db: Db,
  config: Pick<Config, 'superadminEmail' | 'superadminPassword' | 'headquartersTitle'>,
): Promise<void> => {
  if (!config.superadminEmail || !config.superadminPassword) return;
  const hq = await ensureRecord(db, schools, { title: config.headquartersTitle }, { type: 'headquarters' });
  await ensureRecord(
    db,
    users,
    { email: config.superadminEmail.toLowerCase() },
    {
      name: 'Super',
      lastName: 'Admin',
      userType: USER_TYPE.headquarters,
      schoolId: hq.id,
      isSuperadmin: true,
      password: config.superadminPassword,
    },
  );
};

/** Whether anyone can sign in at all (start-up warns an installation without demo data that has no account). */
export const hasAccounts = async (db: Db): Promise<boolean> => {
  return (await system(db).of(users).first()) !== undefined;
};
