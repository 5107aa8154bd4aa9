import type { Language } from '@kampus/contract/constants';

/**
 * What every request needs to know about the session: the token and the active school and
 * season. Kept outside React so the data client can read it, and in localStorage so a reload
 * and every other tab see the same session.
 */
export interface SessionSnapshot {
  token: string | null;
  userId: string | null;
  schoolId: number | null;
  seasonId: number | null;
  language: Language;
  /**
   * The server refused the token (expired, revoked, signed out elsewhere) and it was cleared:
   * the login page says so, until the next sign-in. Kept in the tab's sessionStorage, so a reload
   * of the login page still says why the person is there.
   */
  ended: boolean;
}

const KEYS = {
  token: 'kampus.token',
  userId: 'kampus.userId',
  schoolId: 'kampus.schoolId',
  seasonId: 'kampus.seasonId',
} as const;

/** Per tab: another tab that signs in again has its own answer to "why am I here". */
const ENDED_KEY = 'kampus.sessionEnded';

const readNumber = (key: string): number | null => {
  const value = Number(localStorage.getItem(key));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

const read = (language: Language): SessionSnapshot => ({
  token: localStorage.getItem(KEYS.token),
  userId: localStorage.getItem(KEYS.userId),
  schoolId: readNumber(KEYS.schoolId),
  seasonId: readNumber(KEYS.seasonId),
  language,
  ended: localStorage.getItem(KEYS.token) === null && sessionStorage.getItem(ENDED_KEY) === '1',
});

let snapshot: SessionSnapshot = read('en');
const listeners = new Set<() => void>();

const write = (key: string, value: string | number | null): void => {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, String(value));
};

const publish = (next: SessionSnapshot): void => {
  snapshot = next;
  listeners.forEach((listener) => listener());
};

export const sessionStore = {
  get: (): SessionSnapshot => snapshot,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn: (token: string, userId: string): void => {
    write(KEYS.token, token);
    write(KEYS.userId, userId);
    sessionStorage.removeItem(ENDED_KEY);
    publish({ ...snapshot, token, userId, ended: false });
  },
  /**
   * `ended`: the server refused the token, and the login page tells the person why they are there.
   * Signing out a session that has already ended (a logout or an idle time-out that comes after
   * the refusal) keeps that reason: it is still why they are on the login page.
   */
  signOut: (ended = false): void => {
    const why = ended || (snapshot.token === null && snapshot.ended);
    Object.values(KEYS).forEach((key) => localStorage.removeItem(key));
    if (why) sessionStorage.setItem(ENDED_KEY, '1');
    else sessionStorage.removeItem(ENDED_KEY);
    publish({ ...snapshot, token: null, userId: null, schoolId: null, seasonId: null, ended: why });
  },
  setSchool: (schoolId: number | null, seasonId: number | null): void => {
    write(KEYS.schoolId, schoolId);
    write(KEYS.seasonId, seasonId);
    publish({ ...snapshot, schoolId, seasonId });
  },
  setSeason: (seasonId: number | null): void => {
    write(KEYS.seasonId, seasonId);
    publish({ ...snapshot, seasonId });
  },
  setLanguage: (language: Language): void => {
    if (language !== snapshot.language) publish({ ...snapshot, language });
  },
  /** Another tab changed the session (logged out, switched school): take its values. */
  reload: (): void => publish({ ...read(snapshot.language), ended: snapshot.ended }),
  tokenKey: KEYS.token,
};
