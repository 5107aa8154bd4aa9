import { useCallback, useState } from 'react';
import { request } from './client.ts';
import { sessionStore } from './session-store.ts';
import type { LoginAnswer } from './types.ts';

export interface Credentials {
  email: string;
  pwd: string;
}

type LoginState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; answer: LoginAnswer }
  | { status: 'error'; error: unknown };

/**
 * The login call and its phases (validating, failed with the server's message, successful).
 * A plain state hook rather than a query mutation: the login page does without TanStack Query.
 */
export const useLogin = () => {
  const [state, setState] = useState<LoginState>({ status: 'idle' });
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
