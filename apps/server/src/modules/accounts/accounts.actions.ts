import type { ActionModule } from '../../core/actions.ts';
import { changeOwnEmail, changeOwnPassword, confirmEmail } from './credentials.action.ts';
import { setInvitationPublicUrl } from './invitation.hooks.ts';
import { installAccountMail } from './mail-delivery.ts';
import { oidcAuthorize, oidcCallback, oidcProvider } from './oidc.action.ts';
import { outbox, outboxMessage } from './outbox.action.ts';
import { registerEmail, verify } from './register.action.ts';
import { describeLink, requestReset, reset } from './reset-password.action.ts';
import { linkSocially, signInSocially, socialProviders } from './social.action.ts';

/** Register, verify, forgot/reset password, change password, social sign-in and the outbox (docs/accounts.md). */
export const accountActions: ActionModule = {
  actions: [
    registerEmail,
    verify,
    requestReset,
    describeLink,
    reset,
    changeOwnPassword,
    changeOwnEmail,
    confirmEmail,
    signInSocially,
    linkSocially,
    socialProviders,
    outbox,
    outboxMessage,
    oidcProvider,
    oidcAuthorize,
    oidcCallback,
  ],
  install: (app, services) => {
    installAccountMail(app, services);
    setInvitationPublicUrl(services.config.accounts.publicUrl);
  },
};
