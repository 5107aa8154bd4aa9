import { defineServerModule } from '../../core/server-module.ts';
import {
  beginTotp,
  confirmTotp,
  disable,
  resetOthers,
  secondFactorStatus,
  secondStep,
  stepUpNow,
} from './second-factor.action.ts';
import {
  passkeyList,
  passkeyRegister,
  passkeyRegistrationOptions,
  passkeyRemove,
  secondStepPasskey,
  stepUpPasskey,
} from './passkeys.action.ts';

/** Multi-factor sign-in: enrolment on the account page, the sign-in's second step (docs/security.md). */
export const secondFactorModule = defineServerModule({
  name: 'second-factor',
  actions: [
    secondFactorStatus,
    beginTotp,
    confirmTotp,
    disable,
    secondStep,
    resetOthers,
    stepUpNow,
    passkeyList,
    passkeyRegistrationOptions,
    passkeyRegister,
    passkeyRemove,
    secondStepPasskey,
    stepUpPasskey,
  ],
});
