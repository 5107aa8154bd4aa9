import { siteLinksAction, ssoAction } from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { partnerSignOn } from './sso.operation.ts';

export const signOn = implement(ssoAction, async ({ db, ctx, services, input }) =>
  partnerSignOn(db, ctx, services.config.sso, input.params.partner),
);

/** Public: the login page shows these links before anyone signs in. */
export const links = implement(siteLinksAction, async ({ services }) => services.config.siteLinks);
