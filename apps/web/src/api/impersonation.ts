import { mayImpersonateAs } from '@kampus/contract/constants';
import type { WireOf } from '@kampus/contract/resource';
import type { userTypes } from '@kampus/contract/resources';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { userTypeId, useUserTypeIdsOfKinds } from './user-type.ts';
import { request } from './client.ts';
import { useRecord } from './resources.ts';
import { useCurrentUser } from './session.ts';
import { sessionStore } from './session-store.ts';
import { useSession } from './use-session.ts';

export interface ImpersonationState {
  impersonating: boolean;
  impersonateLogId?: number | null;
  user?: { userId: string; name: string; lastName: string };
  impersonator?: { userId: string; name: string; lastName: string } | null;
  /** When the time limit ends it, on the school's wall clock (`YYYY-MM-DD HH:MM:SS`). */
  endsAt?: string | null;
}

interface StartAnswer {
  accessToken: string;
  impersonateLogId: number;
  userId: string;
}

interface CancelAnswer {
  accessToken: string;
  userId: string;
}

/** Whether this session is an impersonation (the server knows: the token carries it). */
export const useImpersonation = () => {
  const { token, userId } = useSession();
  return useQuery({
    queryKey: ['impersonation', userId, token],
    queryFn: ({ signal }) => request<ImpersonationState>('/impersonate', { scoped: true, signal, untenanted: true }),
    enabled: Boolean(token && userId),
    staleTime: Infinity,
    retry: false,
  });
};

/** Whether the session is an impersonation: a second impersonation is not offered then. */
export const useIsImpersonating = (): boolean => useImpersonation().data?.impersonating === true;

/**
 * Swaps the session for another user's token. The active school and season are forgotten first,
 * so the session rules pick the new user's own, and the cache is emptied: nothing the previous
 * user loaded may show to (or be sent as) the new one.
 */
const swapSession = (queryClient: ReturnType<typeof useQueryClient>, token: string, userId: string): void => {
  sessionStore.setSchool(null, null);
  queryClient.clear();
  sessionStore.signIn(token, userId);
};

type Phase = { status: 'idle' } | { status: 'pending' } | { status: 'error'; error: unknown };

/**
 * POST /{lang}/impersonate: become `userId` (uuid or id) for a stated reason (the session ends by
 * itself after the server's time limit). Resolves with the new user's uuid once
 * the session is swapped; rejects with the server's answer (an `ApiError`).
 */
export const useStartImpersonation = () => {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ status: 'idle' });
  const start = useCallback(
    async (userId: string | number, reason: string, minutes?: number): Promise<string> => {
      setPhase({ status: 'pending' });
      try {
        const answer = await request<StartAnswer>('/impersonate', {
          method: 'POST',
          scoped: true,
          body: { userId, reason, ...(minutes === undefined ? {} : { minutes }) },
        });
        swapSession(queryClient, answer.accessToken, answer.userId);
        setPhase({ status: 'idle' });
        return answer.userId;
      } catch (error) {
        setPhase({ status: 'error', error });
        throw error;
      }
    },
    [queryClient],
  );
  return { start, isPending: phase.status === 'pending', error: phase.status === 'error' ? phase.error : null };
};

/** POST /{lang}/impersonate/cancel: back to the original user. Answers their uuid, or null on failure. */
export const useCancelImpersonation = () => {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ status: 'idle' });
  const cancel = useCallback(async (): Promise<string | null> => {
    setPhase({ status: 'pending' });
    try {
      const answer = await request<CancelAnswer>('/impersonate/cancel', {
        method: 'POST',
        scoped: true,
        untenanted: true,
      });
      swapSession(queryClient, answer.accessToken, answer.userId);
      setPhase({ status: 'idle' });
      return answer.userId;
    } catch (error) {
      setPhase({ status: 'error', error });
      return null;
    }
  }, [queryClient]);
  return { cancel, isPending: phase.status === 'pending', error: phase.status === 'error' ? phase.error : null };
};

const IMPERSONABLE_KINDS = ['teacher', 'parent', 'student'] as const;

/** Ids of the user types whose accounts may be impersonated (login type teacher, parent or student). */
export const useImpersonableTypeIds = (enabled = true) => useUserTypeIdsOfKinds(IMPERSONABLE_KINDS, enabled);

/** The signed-in user's kind of account (the login type of their user type) and superadmin flag. */
export const useCallerKind = () => {
  const user = useCurrentUser();
  const typeId = userTypeId(user.data);
  // By name: the declaration would bring every resource's into the shell (docs/web.md).
  const type = useRecord('user_types', typeId);
  return {
    audience: type.data?.loginType as WireOf<typeof userTypes>['loginType'] | undefined,
    typeId,
    superadmin: user.data?.isSuperadmin === true,
    isLoading: user.isLoading || type.isLoading,
  };
};

/** Administrators and superadmins may impersonate (the server's rule), unless this session is already an impersonation. */
export const useMayImpersonate = (): boolean => {
  const { typeId, superadmin } = useCallerKind();
  const impersonating = useIsImpersonating();
  return !impersonating && mayImpersonateAs(superadmin, typeId);
};
