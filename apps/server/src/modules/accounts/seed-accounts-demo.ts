import { configurations } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';
import { ensureRecord } from '../demo/ensure-record.ts';

/** Demo High School takes parents' self-registrations, so a person trying Kampus can register. */
export const seedAccountsDemo = async (db: Db): Promise<void> => {
  const schools = resourceTable('schools');
  const [high] = await db
    .select({ id: col(schools, 'id') })
    .from(schools)
    .where(eq(col(schools, 'title'), 'Demo High School'))
    .limit(1);
  if (!high) return;
  await ensureRecord(db, configurations, { school: Number(high.id), key: 'parentSelfRegistration' }, { value: '1' });
};
