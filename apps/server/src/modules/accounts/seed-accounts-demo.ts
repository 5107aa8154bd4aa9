import { configurations, schools } from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { ensureRecord } from '../demo/ensure-record.ts';

/** Demo High School takes parents' self-registrations, so a person trying Kampus can register. */
export const seedAccountsDemo = async (db: Db): Promise<void> => {
  const high = await system(db).of(schools).first({ title: 'Demo High School' });
  if (!high) return;
  await ensureRecord(db, configurations, { school: high.id, key: 'parentSelfRegistration' }, { value: '1' });
};
