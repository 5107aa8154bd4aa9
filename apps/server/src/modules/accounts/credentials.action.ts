import { changeEmailAction, changePasswordAction, confirmEmailAction } from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import type { Services } from '../../core/services.ts';
import { accountRefusal, fieldsOf } from './account-refusal.ts';
import { changePassword } from './change-password.operation.ts';
import { changeEmail, confirmEmailChange } from './email-change.operation.ts';

const limits = (services: Services) => ({
  maxFailures: services.config.loginMaxFailures,
  windowMinutes: services.config.loginWindowMinutes,
});

export const changeOwnPassword = implement(
  changePasswordAction,
  async ({ services, ctx, input, ip }) => {
    const body = fieldsOf(input.body);
    await changePassword(services.db, services.key, limits(services), ctx, {
      currentPassword: body.currentPassword,
      newPassword: body.newPassword,
      ip,
    });
  },
  { onProblem: accountRefusal },
);

/** 200 when the address changed at once, 202 when the new one must first confirm the mailed link. */
export const changeOwnEmail = implement(
  changeEmailAction,
  async ({ services, ctx, input, ip }) => {
    const body = fieldsOf(input.body);
    const changed = await changeEmail(services.db, services.key, limits(services), ctx, {
      currentPassword: body.currentPassword,
      email: body.email,
      ip,
      publicUrl: services.config.accounts.publicUrl,
    });
    return answer(changed.pendingEmail === null ? 200 : 202, changed);
  },
  { onProblem: accountRefusal },
);

export const confirmEmail = implement(
  confirmEmailAction,
  async ({ services, input }) => confirmEmailChange(services.db, input.params.secret),
  { onProblem: accountRefusal },
);
