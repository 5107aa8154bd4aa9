import {
  listPasskeysAction,
  passkeyRegistrationOptionsAction,
  registerPasskeyAction,
  removePasskeyAction,
  secondStepPasskeyOptionsAction,
  stepUpPasskeyOptionsAction,
} from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { Problem } from '../../core/problem.ts';
import type { Services } from '../../core/services.ts';
import { accountRefusal, fieldsOf } from '../accounts/account-refusal.ts';
import { loginLimitsOf } from '../accounts/credentials.ts';
import { refuseKeyBornSession, refuseWhileImpersonating } from '../auth/sessions.ts';
import { listPasskeys } from './passkey-store.ts';
import { passkeyRequestOptions } from './passkey-proof.ts';
import { deletePasskey, finishPasskeyRegistration, startPasskeyRegistration } from './passkeys.operation.ts';
import { secondStepPasskeyOptions } from './second-step.operation.ts';
import { relyingPartyOf, type RelyingParty } from './webauthn.ts';

/** The relying party is the configured public address (`KAMPUS_PUBLIC_URL`). */
export const relyingParty = (services: Services): RelyingParty => relyingPartyOf(services.config.accounts.publicUrl);

export const passkeyList = implement(listPasskeysAction, async ({ services, ctx }) => ({
  passkeys: await listPasskeys(services.db, ctx.caller.id),
}));

export const passkeyRegistrationOptions = implement(
  passkeyRegistrationOptionsAction,
  async ({ services, ctx, input, ip }) => ({
    ...(await startPasskeyRegistration(
      services.db,
      services.key,
      loginLimitsOf(services),
      relyingParty(services),
      ctx.caller,
      {
        currentPassword: fieldsOf(input.body).currentPassword,
        ip,
      },
    )),
  }),
);

export const passkeyRegister = implement(registerPasskeyAction, async ({ services, ctx, input }) => {
  const body = fieldsOf(input.body);
  return finishPasskeyRegistration(services.db, relyingParty(services), ctx, ctx.caller, {
    name: body.name,
    response: body.response,
  });
});

export const passkeyRemove = implement(removePasskeyAction, async ({ services, ctx, input }) => {
  await deletePasskey(services.db, ctx, ctx.caller, input.params.passkeyId);
  return answer(204);
});

/** Refused like the sign-in's other steps (the message in `error` too). */
export const secondStepPasskey = implement(
  secondStepPasskeyOptionsAction,
  async ({ services, input }) => ({
    ...(await secondStepPasskeyOptions(
      services.db,
      services.key,
      relyingParty(services),
      fieldsOf(input.body).secondStepToken,
    )),
  }),
  { onProblem: accountRefusal },
);

export const stepUpPasskey = implement(stepUpPasskeyOptionsAction, async ({ services, ctx }) => {
  refuseWhileImpersonating(ctx.caller);
  refuseKeyBornSession(ctx.caller);
  const options = await passkeyRequestOptions(services.db, relyingParty(services), ctx.caller.id);
  if (!options) throw new Problem(409, 'errors.conflict', 'passkey.none');
  return { ...options };
});
