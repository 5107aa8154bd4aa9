import { useEffect } from 'react';
import { useCurrentUser } from '../api/session.ts';
import { useSession } from '../api/use-session.ts';
import { isTeacher, loadsActiveStudent } from '../app/session-rules.ts';
import { forgetOfflineData, keepOfflineData } from './offline-data.ts';
import { registerServiceWorker, unregisterServiceWorker } from './register.ts';

/**
 * Tells the service worker whose reads to keep for offline reading: a parent's, a student's or a
 * teacher's (registering the worker), never staff's (their answers are never stored, any kept from
 * before go, and so does the worker).
 */
export const useOfflineKeeping = (): void => {
  const { token, userId } = useSession();
  const user = useCurrentUser();
  const keeps = loadsActiveStudent(user.data) || isTeacher(user.data);
  const known = user.data !== undefined;
  useEffect(() => {
    if (!known || !token || !userId) return;
    if (keeps) {
      registerServiceWorker();
      void keepOfflineData({ userId, authorization: `Bearer ${token}` });
    } else {
      void forgetOfflineData();
      unregisterServiceWorker();
    }
  }, [known, keeps, token, userId]);
};
