import {
  cancelImpersonationAction,
  currentImpersonationAction,
  impersonateAction,
  impersonatedByAction,
} from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import {
  cancelImpersonation,
  currentImpersonation,
  impersonatedBy,
  startImpersonation,
} from './impersonate.operation.ts';

export const impersonate = implement(impersonateAction, async ({ services, ctx, input }) =>
  startImpersonation(services.db, services.key, ctx, {
    userId: input.body.userId,
    reason: input.body.reason,
    minutes: input.body.minutes,
    limitMinutes: services.config.impersonationMinutes,
  }),
);

export const cancel = implement(cancelImpersonationAction, async ({ services, ctx, ip }) =>
  cancelImpersonation(services.db, services.key, ctx.caller, ip),
);

export const current = implement(currentImpersonationAction, async ({ services, ctx }) =>
  currentImpersonation(services.db, ctx.caller),
);

export const history = implement(impersonatedByAction, async ({ services, ctx }) =>
  impersonatedBy(services.db, ctx.caller),
);
