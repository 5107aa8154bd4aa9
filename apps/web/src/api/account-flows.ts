import { useCallback, useRef, useState } from 'react';
import { request } from './client.ts';

/**
 * The public account flows (register, verify, forgot and reset password): plain state hooks like
 * the login's, so these pages do without TanStack Query.
 */
type ActionState<T> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; answer: T }
  | { status: 'error'; error: unknown };

const useAction = <I, T>(call: (input: I) => Promise<T>) => {
  const [state, setState] = useState<ActionState<T>>({ status: 'idle' });
  const callRef = useRef(call);
  callRef.current = call;
  const run = useCallback(async (input: I): Promise<T | null> => {
    setState({ status: 'pending' });
    try {
      const answer = await callRef.current(input);
      setState({ status: 'success', answer });
      return answer;
    } catch (error) {
      setState({ status: 'error', error });
      return null;
    }
  }, []);
  return {
    run,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    error: state.status === 'error' ? state.error : null,
    answer: state.status === 'success' ? state.answer : null,
  };
};

const post = <T>(path: string, body: unknown) =>
  request<T>(path, { method: 'POST', body, scoped: true, anonymous: true, untenanted: true });

export interface RegisterInput {
  emailAddress: string;
  locale: string;
  name: string;
  lastName: string;
}

export interface VerifyAnswer {
  userId: string;
  email: string;
  resetId: string;
}

export interface PasswordLink {
  userId: string;
  email: string;
  kind: 'reset' | 'invite' | 'register';
}

export interface ResetInput {
  resetId: string;
  userId: string;
  email: string;
  newPassword: string;
}

export const useRegisterEmail = () => useAction((input: RegisterInput) => post<unknown>('/register-emails', input));

export const useVerifyEmail = () =>
  useAction((input: { emailAddress: string; verifyCode: string }) => post<VerifyAnswer>('/verify-email', input));

export const useRequestPasswordLink = () =>
  useAction((input: { email: string }) => post<unknown>('/reset-password', input));

export const useCheckPasswordLink = () =>
  useAction((resetId: string) =>
    request<PasswordLink>(`/reset-password/${encodeURIComponent(resetId)}`, {
      scoped: true,
      anonymous: true,
      untenanted: true,
    }),
  );

export const useResetPassword = () =>
  useAction(({ resetId, ...body }: ResetInput) =>
    post<{ userId: string; token: string }>(`/reset-password/${encodeURIComponent(resetId)}`, body),
  );

/** The link mailed to a new e-mail address: opening it (and confirming) switches the account to it. */
export const useConfirmEmail = () =>
  useAction((secret: string) =>
    post<{ userId: string; email: string }>(`/confirm-email/${encodeURIComponent(secret)}`, {}),
  );

export interface SocialProviders {
  google: string | null;
  facebook: string | null;
}

/** Which social sign-ins the server offers (their public client ids), for the login page. */
export const useSocialProvidersOnce = () => {
  const [providers, setProviders] = useState<SocialProviders | null>(null);
  const load = useCallback(async () => {
    try {
      setProviders(
        await request<SocialProviders>('/social-providers', { scoped: true, anonymous: true, untenanted: true }),
      );
    } catch {
      // No social sign-in then: the password form is all the page needs.
      setProviders({ google: null, facebook: null });
    }
  }, []);
  return { providers, load };
};

export const useSocialLogin = (provider: 'google' | 'facebook') =>
  useAction((idToken: string) =>
    post<{ userId: string; accessToken: string }>(`/social-login/${provider}`, { idToken }),
  );
