import { configurations, schools, secretConfigurationKeys } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/**
 * GET /{lang}/schools/{schoolId}/configuration: the school's settings as key/value pairs, plus
 * the three the client reads on every school switch (countryId, institutionType, language).
 * Any school the caller reaches, whichever is active; another is 404.
 */
/** Whether the caller reads secret keys back (the store's API key): staff and superadmins. */
export const readsSecrets = (ctx: RequestContext): boolean =>
  !ctx.caller || ctx.caller.superadmin || ['headquarters', 'campus', 'school'].includes(ctx.caller.audience);

const shown = (ctx: RequestContext, key: string, value: string | null): string | null =>
  value !== null && !readsSecrets(ctx) && (secretConfigurationKeys as readonly string[]).includes(key) ? null : value;

export const schoolConfiguration = async (db: Db, ctx: RequestContext, schoolId: number) => {
  const repo = scoped(db, ctx, { across: 'reach' });
  const school = await repo.of(schools).get(schoolId);
  const rows = await repo.of(configurations).list({ school: schoolId });
  const values = new Map<string, string | null>(rows.map((row) => [row.key, row.value]));
  return {
    configuration: rows.map((row) => ({ key: row.key, value: shown(ctx, row.key, row.value) })),
    countryId: values.get('countryId') ?? null,
    institutionType: values.get('institutionType') ?? school.type,
    language: values.get('language') ?? null,
  };
};
