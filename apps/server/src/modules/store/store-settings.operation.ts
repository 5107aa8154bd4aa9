import { configurations, schools } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/** A school's OpenCart store as its configuration names it; `null` when any part is missing. */
export interface StoreSettings {
  storeUrl: string;
  username: string;
  key: string;
}

/**
 * The store of a school the caller reaches (another school is 404). Read as the system: the API
 * key is a secret only staff read back, yet every person of the school shops with it.
 */
export const storeSettingsOf = async (db: Db, ctx: RequestContext, schoolId: number): Promise<StoreSettings | null> => {
  await scoped(db, ctx, { across: 'reach' }).of(schools).get(schoolId);
  const rows = await system(db)
    .of(configurations)
    .list({ school: schoolId, key: ['storeUrl', 'storeApiUsername', 'storeApiKey'] });
  const value = (key: string): string => rows.find((row) => row.key === key)?.value?.trim() ?? '';
  const storeUrl = value('storeUrl');
  const username = value('storeApiUsername');
  const key = value('storeApiKey');
  return storeUrl && username && key ? { storeUrl, username, key } : null;
};
