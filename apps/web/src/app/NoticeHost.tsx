import { lazy, Suspense, useSyncExternalStore } from 'react';
import { noticeHost } from './notices.ts';

const Snackbars = lazy(() => import('./Snackbars.tsx').then((m) => ({ default: m.Snackbars })));

/** Mounts notistack once a message is waiting (or the logged-in layout prepared it). */
export const NoticeHost = () => {
  const wanted = useSyncExternalStore(noticeHost.subscribe, noticeHost.isWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Snackbars />
    </Suspense>
  );
};
