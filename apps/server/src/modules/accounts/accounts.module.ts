import { defineServerModule } from '../../core/server-module.ts';
import { changeOwnEmail, changeOwnPassword, confirmEmail } from './credentials.action.ts';
import { invitationHooks, setInvitationPublicUrl } from './invitation.hooks.ts';
import { installAccountMail } from './mail-delivery.ts';
import { oidcAuthorize, oidcCallback, oidcProvider } from './oidc.action.ts';
import { outbox, outboxMessage } from './outbox.action.ts';
import { registerEmail, verify } from './register.action.ts';
import { describeLink, requestReset, reset } from './reset-password.action.ts';
import { linkSocially, signInSocially, socialProviders } from './social.action.ts';
import { credentialsHooks, socialUnlinkHooks } from './credentials.hooks.ts';
import { resetMailJob } from './reset-mail.job.ts';
import { loginCodeJob } from './login-code.job.ts';

/** Register, verify, forgot/reset password, change password, social sign-in and the outbox (docs/accounts.md). */
export const accountsModule = defineServerModule({
  name: 'accounts',
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
  hooks: [invitationHooks, credentialsHooks, ...socialUnlinkHooks],
  jobs: [resetMailJob, loginCodeJob],
});
