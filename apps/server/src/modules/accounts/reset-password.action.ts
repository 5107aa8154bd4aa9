import { describePasswordLinkAction, requestPasswordResetAction, resetPasswordAction } from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { accountRefusal, fieldsOf } from './account-refusal.ts';
import { describePasswordLink, requestPasswordReset, resetPassword } from './reset-password.operation.ts';

export const requestReset = implement(
  requestPasswordResetAction,
  async ({ services, input, language, ip }) => {
    await requestPasswordReset(services.db, {
      email: fieldsOf(input.body).email,
      language,
      publicUrl: services.config.accounts.publicUrl,
      ip,
      mailsPerIpHour: services.config.mailsPerIpHour,
    });
    return {};
  },
  { onProblem: accountRefusal },
);

export const describeLink = implement(
  describePasswordLinkAction,
  async ({ services, input }) => describePasswordLink(services.db, input.params.resetId),
  { onProblem: accountRefusal },
);

export const reset = implement(
  resetPasswordAction,
  async ({ services, input }) => {
    const body = fieldsOf(input.body);
    return resetPassword(services.db, services.key, input.params.resetId, {
      userId: body.userId,
      email: body.email,
      newPassword: body.newPassword,
    });
  },
  { onProblem: accountRefusal },
);
