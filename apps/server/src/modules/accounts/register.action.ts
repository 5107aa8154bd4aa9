import { registerEmailAction, verifyEmailAction } from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { accountRefusal, fieldsOf, mailLanguage } from './account-refusal.ts';
import { mailDeliveryOf } from './mail-delivery.ts';
import { requestRegistration, verifyEmail } from './register.operation.ts';

export const registerEmail = implement(
  registerEmailAction,
  async ({ services, input, language, ip }) => {
    const body = fieldsOf(input.body);
    await requestRegistration(services.db, services.key, {
      emailAddress: body.emailAddress,
      name: body.name,
      lastName: body.lastName,
      language: mailLanguage(body.locale, language),
      ip,
      mailsPerIpHour: services.config.mailsPerIpHour,
    });
    // The code is mailed before the answer: the form tells the user to look for it.
    await mailDeliveryOf(services).flush();
    return answer(201, { emailAddress: String(body.emailAddress).trim().toLowerCase() });
  },
  { onProblem: accountRefusal },
);

export const verify = implement(
  verifyEmailAction,
  async ({ services, input }) => {
    const body = fieldsOf(input.body);
    return verifyEmail(services.db, services.key, { emailAddress: body.emailAddress, verifyCode: body.verifyCode });
  },
  { onProblem: accountRefusal },
);
