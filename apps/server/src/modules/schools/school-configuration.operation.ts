import { configurations, schools } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/**
 * GET /{lang}/schools/{schoolId}/configuration: the school's settings as key/value pairs, plus
 * the three the client reads on every school switch (countryId, institutionType, language).
 * Any school the caller reaches, whichever is active; another is 404.
 */
export const schoolConfiguration = async (db: Db, ctx: RequestContext, schoolId: number) => {
  const repo = scoped(db, ctx, { across: 'reach' });
  const school = await repo.of(schools).get(schoolId);
  const rows = await repo.of(configurations).list({ school: schoolId });
  const values = new Map<string, string | null>(rows.map((row) => [row.key, row.value]));
  return {
    configuration: rows.map((row) => ({ key: row.key, value: row.value })),
    countryId: values.get('countryId') ?? null,
    institutionType: values.get('institutionType') ?? school.type,
    language: values.get('language') ?? null,
  };
};
