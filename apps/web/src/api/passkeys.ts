import {
  startAuthentication,
  startRegistration,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import type { LoginAnswer } from './types.ts';
import { useSession } from './use-session.ts';

/** One of the caller's passkeys as the security page lists it. */
export interface Passkey {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const PASSKEYS_KEY = ['passkeys'];
const own = { scoped: true, untenanted: true } as const;

export const usePasskeys = () => {
  const { token } = useSession();
  return useQuery({
    queryKey: [...PASSKEYS_KEY, token],
    queryFn: ({ signal }) => request<{ passkeys: Passkey[] }>('/passkeys', { ...own, signal }),
    enabled: Boolean(token),
  });
};

/**
 * Adds a passkey: the server's options, the browser's prompt (the platform authenticator, a
 * security key or a phone), then the answer with its name. The first factor brings recovery codes.
 */
export const useAddPasskey = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string; currentPassword?: string }) => {
      const options = await request<PublicKeyCredentialCreationOptionsJSON>('/passkeys/registration-options', {
        ...own,
        method: 'POST',
        body: input.currentPassword ? { currentPassword: input.currentPassword } : {},
      });
      const response = await startRegistration({ optionsJSON: options });
      return request<{ passkey: Passkey; recoveryCodes: string[] | null }>('/passkeys', {
        ...own,
        method: 'POST',
        body: { name: input.name, response },
      });
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: PASSKEYS_KEY });
      void client.invalidateQueries({ queryKey: ['second-factor'] });
    },
  });
};

/**
 * Why the browser's passkey prompt failed, when it is one a person can act on: this device already
 * holds a passkey of the account (the server lists the account's passkeys as excluded, and the
 * authenticator refuses a second one), or the prompt was closed or timed out. Anything else is null.
 */
export const passkeyPromptFailure = (error: unknown): 'already_registered' | 'cancelled' | null => {
  if (!(error instanceof WebAuthnError)) return null;
  if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'already_registered';
  // NotAllowedError: the person closed the prompt, or let it time out (the spec says both alike).
  if (error.code === 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY' && error.name === 'NotAllowedError') return 'cancelled';
  return null;
};

export const useRemovePasskey = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<void>(`/passkeys/${id}`, { ...own, method: 'DELETE' }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: PASSKEYS_KEY });
      void client.invalidateQueries({ queryKey: ['second-factor'] });
    },
  });
};

/** A sign-in's second step with a passkey: a challenge for the person the first step named, the prompt, the session. */
export const secondStepWithPasskey = async (secondStepToken: string): Promise<LoginAnswer> => {
  const options = await request<PublicKeyCredentialRequestOptionsJSON>('/login/second-factor/passkey-options', {
    method: 'POST',
    body: { secondStepToken },
    scoped: true,
    anonymous: true,
  });
  const passkey = await startAuthentication({ optionsJSON: options });
  return request<LoginAnswer>('/login/second-factor', {
    method: 'POST',
    body: { secondStepToken, passkey },
    scoped: true,
    anonymous: true,
  });
};

/** POST /{lang}/step-up with a passkey: the second factor again, for the next 5 minutes' dangerous acts. */
export const stepUpWithPasskey = async (): Promise<void> => {
  const options = await request<PublicKeyCredentialRequestOptionsJSON>('/step-up/passkey-options', {
    ...own,
    method: 'POST',
  });
  const passkey = await startAuthentication({ optionsJSON: options });
  await request<void>('/step-up', { ...own, method: 'POST', body: { passkey } });
};
