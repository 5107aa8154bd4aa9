import {
  confirmTotpAction,
  disableSecondFactorAction,
  resetSecondFactorAction,
  secondFactorStatusAction,
  secondStepAction,
  stepUpAction,
  startTotpAction,
} from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { accountRefusal, fieldsOf } from '../accounts/account-refusal.ts';
import { loginLimitsOf } from '../accounts/credentials.ts';
import { confirmTotpEnrolment, disableSecondFactor, resetSecondFactor, startTotp } from './enrolment.operation.ts';
import { secondFactorState } from './factor-store.ts';
import { passkeysOf } from './passkey-store.ts';
import { relyingParty } from './passkeys.action.ts';
import { secondFactorRequired } from './policy.ts';
import { finishSecondStep } from './second-step.operation.ts';
import { stepUp } from './step-up.ts';

export const secondFactorStatus = implement(secondFactorStatusAction, async ({ services, ctx }) => {
  const state = await secondFactorState(services.db, ctx.caller.id);
  return {
    enabled: state.enabledAt !== null,
    enabledAt: state.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: state.recoveryCodesLeft,
    required: await secondFactorRequired(services.db, ctx.caller),
    passkeys: (await passkeysOf(services.db, ctx.caller.id)).length,
  };
});

export const beginTotp = implement(startTotpAction, async ({ services, ctx, input, ip }) =>
  startTotp(services.db, services.key, loginLimitsOf(services), ctx.caller, {
    currentPassword: fieldsOf(input.body).currentPassword,
    ip,
  }),
);

export const confirmTotp = implement(confirmTotpAction, async ({ services, ctx, input, ip }) =>
  confirmTotpEnrolment(services.db, services.key, loginLimitsOf(services), ctx, ctx.caller, {
    code: fieldsOf(input.body).code,
    ip,
  }),
);

export const disable = implement(disableSecondFactorAction, async ({ services, ctx, input, ip }) => {
  const body = fieldsOf(input.body);
  await disableSecondFactor(services.db, services.key, loginLimitsOf(services), ctx, ctx.caller, {
    currentPassword: body.currentPassword,
    code: body.code,
    ip,
  });
  return answer(204);
});

/** Refused like the first step (the message in `error` too), so every sign-in client reads it alike. */
export const secondStep = implement(
  secondStepAction,
  async ({ services, input, ip }) => {
    const body = fieldsOf(input.body);
    return finishSecondStep(services.db, services.key, loginLimitsOf(services), relyingParty(services), {
      secondStepToken: body.secondStepToken,
      code: body.code,
      passkey: body.passkey,
      ip,
    });
  },
  { onProblem: accountRefusal },
);

/** Runs in the action's transaction: the removal and its audit entry land together. */
export const resetOthers = implement(resetSecondFactorAction, async ({ db, ctx, record }) => {
  await resetSecondFactor(db, ctx, ctx.caller, record.id);
  return answer(204);
});

export const stepUpNow = implement(stepUpAction, async ({ services, ctx, input, ip }) => {
  const body = fieldsOf(input.body);
  await stepUp(services.db, services.key, loginLimitsOf(services), relyingParty(services), ctx.caller, {
    code: body.code,
    passkey: body.passkey,
    ip,
  });
  return answer(204);
});
