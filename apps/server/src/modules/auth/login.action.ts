import { loginAction, logoutAction, translate, type Language } from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import type { Problem } from '../../core/problem.ts';
import { closeImpersonationLog } from '../impersonation/impersonate.operation.ts';
import { LoginCodeRequired, login } from './login.operation.ts';
import { revokeSession } from './sessions.ts';

/**
 * A refused sign-in: the old client reads the reason from `error`, kept beside the problem
 * fields; the sign-in form asks for the mailed code when it reads `codeRequired`.
 */
const refusal = (problem: Problem, language: Language) => {
  const message = translate(language, problem.detailKey);
  return answer(
    problem.status,
    {
      error: message,
      title: translate(language, problem.titleKey),
      detail: message,
      status: problem.status,
      ...(problem instanceof LoginCodeRequired ? { codeRequired: true } : {}),
      // The second step's token when the password was right and a second factor is asked for.
      ...problem.extensions,
    },
    { 'content-type': 'application/problem+json' },
  );
};

export const signIn = implement(
  loginAction,
  async ({ services, input, ip }) =>
    login(
      services.db,
      services.key,
      { maxFailures: services.config.loginMaxFailures, windowMinutes: services.config.loginWindowMinutes },
      {
        email: input.body.email,
        pwd: input.body.pwd,
        ip,
        secondFactor: { code: input.body.code, language: input.params.lang },
      },
    ),
  { onProblem: refusal },
);

/** Logging out of an impersonation ends it: its log entry gets the exit time. */
export const signOut = implement(logoutAction, async ({ db, ctx }) => {
  await closeImpersonationLog(db, ctx.caller);
  await revokeSession(db, ctx.caller.sessionId);
});
