import { defineServerModule } from '../../core/server-module.ts';
import { counsellingSessionsHooks, guidanceReferralsHooks, referralFollowUpsHooks } from './guidance.hooks.ts';

/** Guidance and counselling (issue 33, part 1; docs/guidance.md): the generic engine and these hooks. */
export const guidanceModule = defineServerModule({
  name: 'guidance',
  hooks: [counsellingSessionsHooks, guidanceReferralsHooks, referralFollowUpsHooks],
});
