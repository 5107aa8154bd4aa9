import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import type { LoginAnswer } from './types.ts';
import { useSession } from './use-session.ts';

/** The second factor of one's own account (docs/security.md, "Second factor"). */
export interface SecondFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  required: boolean;
  /** How many passkeys the person has (each one a second factor too). */
  passkeys: number;
}

export interface TotpEnrolment {
  secret: string;
  uri: string;
  /** A PNG data URL the server made of the `otpauth://` address. */
  qrCode: string;
}

const STATUS_KEY = ['second-factor'];

export const fetchSecondFactorStatus = (signal?: AbortSignal) =>
  request<SecondFactorStatus>('/second-factor', { scoped: true, untenanted: true, ...(signal ? { signal } : {}) });

/** `wanted: false` reads nothing yet (a step-up dialog asks only once it opens). */
export const useSecondFactorStatus = ({ wanted = true }: { wanted?: boolean } = {}) => {
  const { token } = useSession();
  return useQuery({
    queryKey: [...STATUS_KEY, token],
    queryFn: ({ signal }) => fetchSecondFactorStatus(signal),
    enabled: Boolean(token) && wanted,
  });
};

export const useStartTotp = () =>
  useMutation({
    mutationFn: (body: { currentPassword?: string }) =>
      request<TotpEnrolment>('/second-factor/totp', { method: 'POST', body, scoped: true, untenanted: true }),
  });

export const useConfirmTotp = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string }) =>
      request<{ recoveryCodes: string[] }>('/second-factor/totp/confirm', {
        method: 'POST',
        body,
        scoped: true,
        untenanted: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: STATUS_KEY }),
  });
};

export const useDisableSecondFactor = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword?: string; code?: string }) =>
      request<void>('/second-factor/disable', { method: 'POST', body, scoped: true, untenanted: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: STATUS_KEY }),
  });
};

/** A sign-in's second step: the first step's token and a code of the app (or a recovery code). */
export const finishSecondStep = (secondStepToken: string, code: string) =>
  request<LoginAnswer>('/login/second-factor', {
    method: 'POST',
    body: { secondStepToken, code },
    scoped: true,
    anonymous: true,
  });

/** POST /{lang}/step-up: the second factor again, for the next 5 minutes' dangerous acts. */
export const stepUp = (code: string) =>
  request<void>('/step-up', { method: 'POST', body: { code }, scoped: true, untenanted: true });
