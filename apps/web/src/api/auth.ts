import { useCallback, useState } from 'react';
import { ApiError, request } from './client.ts';
import { sessionStore } from './session-store.ts';
import type { LoginAnswer } from './types.ts';

export interface Credentials {
  email: string;
  pwd: string;
  /** The sign-in code mailed when the server asked for one (`codeRequired`). */
  code?: string;
}

type LoginState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; answer: LoginAnswer }
  | { status: 'error'; error: unknown };

/**
 * The login call and its phases (validating, failed with the server's message, successful), and
 * whether the server wants the sign-in code it mailed (an account under attack).
 * A plain state hook rather than a query mutation: the login page does without TanStack Query.
 */
export const useLogin = () => {
  const [state, setState] = useState<LoginState>({ status: 'idle' });
  // Once the server has asked for a mailed code, the form keeps asking for it.
  const [codeRequired, setCodeRequired] = useState(false);
  // The password was right and a second factor is asked for: the second step's token.
  const [secondStep, setSecondStep] = useState<string | null>(null);
  // Whether that person has a passkey: "Use a passkey" is offered only then.
  const [secondStepPasskey, setSecondStepPasskey] = useState(true);
  const login = useCallback(async (credentials: Credentials): Promise<LoginAnswer | null> => {
    setState({ status: 'pending' });
    try {
      const answer = await request<LoginAnswer>('/login', {
        method: 'POST',
        body: credentials,
        scoped: true,
        anonymous: true,
      });
      setState({ status: 'success', answer });
      return answer;
    } catch (error) {
      if (error instanceof ApiError && error.problem.codeRequired === true) setCodeRequired(true);
      if (error instanceof ApiError && typeof error.problem.secondStepToken === 'string') {
        setSecondStep(error.problem.secondStepToken);
        setSecondStepPasskey(error.problem.passkey !== false);
        setState({ status: 'idle' });
        return null;
      }
      setState({ status: 'error', error });
      return null;
    }
  }, []);
  return {
    login,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    error: state.status === 'error' ? state.error : null,
    codeRequired,
    secondStep,
    secondStepPasskey,
    /** Back to the first step (the second step's token expired, or the person wants another account). */
    restart: () => setSecondStep(null),
  };
};

/** Revokes the token on the server (best effort) and forgets the session in every tab. */
export const logout = async (): Promise<void> => {
  const { token } = sessionStore.get();
  if (token) {
    try {
      await request<void>('/logout', { method: 'POST', scoped: true });
    } catch {
      // The token may already be invalid; the session is cleared either way.
    }
  }
  sessionStore.signOut();
};
