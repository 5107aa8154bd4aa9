import {
  facebookUsers,
  googleUsers,
  socialLinkAction,
  socialLoginAction,
  socialProvidersAction,
} from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { Problem } from '../../core/problem.ts';
import { serialize } from '../../core/serialize.ts';
import { accountRefusal, fieldsOf } from './account-refusal.ts';
import { loginLimitsOf, requireCredentialProof } from './credentials.ts';
import { isProvider, linkSocialAccount, socialLogin, type Provider } from './social-login.operation.ts';

const providerOf = (name: string): Provider => {
  if (!isProvider(name)) throw new Problem(404, 'errors.not_found', 'accounts.unknown_provider');
  return name;
};

export const signInSocially = implement(
  socialLoginAction,
  async ({ services, input }) =>
    socialLogin(
      services.db,
      services.key,
      services.config.accounts,
      providerOf(input.params.provider),
      fieldsOf(input.body).idToken,
    ),
  { onProblem: accountRefusal },
);

/** 201 when the identity is linked now, 200 when it already was. */
export const linkSocially = implement(
  socialLinkAction,
  async ({ services, ctx, input, ip }) => {
    const provider = providerOf(input.params.provider);
    const body = fieldsOf(input.body);
    const linked = await linkSocialAccount(
      services.db,
      services.config.accounts,
      ctx.caller,
      provider,
      body.idToken,
      () =>
        requireCredentialProof(services.db, services.key, loginLimitsOf(services), ctx.caller, {
          currentPassword: body.currentPassword,
          ip,
        }),
    );
    const resource = provider === 'google' ? googleUsers : facebookUsers;
    return answer(linked.created ? 201 : 200, serialize(resource, linked.row));
  },
  { onProblem: accountRefusal },
);

/** Which social sign-ins the login and account pages may offer (client ids are public by design). */
export const socialProviders = implement(socialProvidersAction, async ({ services }) => ({
  google: services.config.accounts.google.clientId ?? null,
  facebook: services.config.accounts.facebook.clientId ?? null,
}));
