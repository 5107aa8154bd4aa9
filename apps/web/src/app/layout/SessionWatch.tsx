import { ui } from '@kampus/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIdleTimer } from 'react-idle-timer';
import { logout } from '../../api/auth.ts';
import { onUnauthorized } from '../../api/client.ts';
import { sessionStore } from '../../api/session-store.ts';
import { useNotify } from '../notices.ts';

/**
 * Session rules that run while signed in: the 30-minute idle time-out shared by every tab,
 * another tab's logout, and a token the server no longer accepts.
 */
export const SessionWatch = () => {
  const notify = useNotify();
  const queryClient = useQueryClient();

  useIdleTimer({
    timeout: ui.idleTimeoutMs,
    crossTab: true,
    syncTimers: ui.idleCrossTabDebounceMs,
    debounce: ui.idleCrossTabDebounceMs,
    onIdle: () => {
      void logout().then(() => {
        queryClient.clear();
        notify({ message: { key: 'ui.session.idle' }, variant: 'warning', persist: true });
      });
    },
  });

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith('kampus.')) sessionStore.reload();
    };
    window.addEventListener('storage', onStorage);
    // The data client has already cleared the refused token (api/client.ts); the cache goes too.
    const stop = onUnauthorized(() => queryClient.clear());
    return () => {
      window.removeEventListener('storage', onStorage);
      stop();
    };
  }, [queryClient]);

  return null;
};
