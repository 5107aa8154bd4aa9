import { useMutation } from '@tanstack/react-query';
import { request } from './client.ts';
import { sessionStore } from './session-store.ts';
import type { LoginAnswer } from './types.ts';

export interface Credentials {
  email: string;
  pwd: string;
}

export const useLogin = () =>
  useMutation({
    mutationFn: (credentials: Credentials) =>
      request<LoginAnswer>('/login', { method: 'POST', body: credentials, scoped: true, anonymous: true }),
  });

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
