import type { vi } from 'vitest';
import { jsonAnswer, signInAs, type TestCaller } from './signed-in.ts';

/** Why the server refuses a dangerous act until the second factor is given again (its English text). */
export const STEP_UP_WHY =
  'This needs your second step again: a new code from your authenticator app or your passkey (within 5 minutes).';

/** One request of the dangerous act, as the stub saw it. */
export interface ActSent {
  url: string;
  /** The request's body as sent ('' without one). */
  body: string;
}

interface StepUpServerOptions {
  /** Whether a call is the dangerous act the server refuses until the code is given. */
  isAct: (url: string, init?: RequestInit) => boolean;
  /** The act's answer once the code is given. */
  answer: () => Response;
  /** Every other call (default: 404). */
  others?: (url: string, init?: RequestInit) => Response;
  /** Whether the server takes a code (default: any); a refused one is a 422 on the code field. */
  accepts?: (code: string) => boolean;
}

/**
 * Signs `caller` in against a server that refuses the act (403, `stepUpRequired`) until a code is
 * given to POST /step-up, then answers it: the acts and the codes it was sent, for the test to read.
 */
export const serverAskingForCode = (
  caller: TestCaller,
  { isAct, answer, others = () => jsonAnswer({}, 404), accepts = () => true }: StepUpServerOptions,
): { acts: ActSent[]; codes: string[]; stub: ReturnType<typeof vi.fn> } => {
  let steppedUp = false;
  const acts: ActSent[] = [];
  const codes: string[] = [];
  const stub = signInAs(caller, (url, init) => {
    if (url.endsWith('/step-up')) {
      const { code } = JSON.parse(String(init?.body)) as { code: string };
      codes.push(code);
      if (!accepts(code)) {
        return jsonAnswer(
          {
            status: 422,
            title: 'An error occurred',
            detail: 'code: Wrong code.',
            violations: [{ propertyPath: 'code', message: 'Wrong code.' }],
          },
          422,
        );
      }
      steppedUp = true;
      return new Response(null, { status: 204 });
    }
    if (isAct(url, init)) {
      acts.push({ url, body: typeof init?.body === 'string' ? init.body : '' });
      if (!steppedUp) {
        return jsonAnswer({ status: 403, title: 'Forbidden', detail: STEP_UP_WHY, stepUpRequired: true }, 403);
      }
      return answer();
    }
    return others(url, init);
  });
  return { acts, codes, stub };
};
