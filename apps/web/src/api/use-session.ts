import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionSnapshot } from './session-store.ts';

export const useSession = (): SessionSnapshot => useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
