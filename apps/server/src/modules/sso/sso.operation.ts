import { schools, type SsoPartner } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { forbidden, Problem } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { signedPartnerUrl, type SsoSettings } from '../../integrations/sso/sso-partners.ts';

/**
 * GET /{lang}/sso/{partner}: students and parents only (the declaration refuses everyone else,
 * superadmins included here: a partner must never receive a staff identity). The school in the
 * token is the active one, else the person's own.
 */
export const partnerSignOn = async (
  db: Db,
  ctx: RequestContext,
  settings: SsoSettings,
  partner: SsoPartner,
): Promise<{ url: string }> => {
  const caller = ctx.caller;
  if (!caller || (caller.audience !== 'student' && caller.audience !== 'parent')) throw forbidden('sso.family_only');
  const partnerSettings = settings.partners[partner];
  if (!partnerSettings) throw new Problem(503, 'errors.unavailable', 'sso.not_configured');
  const school = await scoped(db, ctx, { across: 'reach' })
    .of(schools)
    .get(ctx.activeSchoolId ?? caller.schoolId);
  const url = await signedPartnerUrl(settings, partner, partnerSettings, {
    uuid: caller.uuid,
    name: caller.name,
    lastName: caller.lastName,
    kind: caller.audience,
    school: { id: school.id, title: school.title },
  });
  return { url };
};
