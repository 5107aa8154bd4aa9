import { wallClock, type WallClock } from '@kampus/contract/resources/schedules/school-time';
import { useEffect, useMemo, useState } from 'react';
import { useActiveSchool } from '../../app/use-active-school.ts';
import { pickActiveSchool } from '../../app/session-rules.ts';
import { useCurrentUser, useUserSchools } from '../../api/session.ts';
import { useSession } from '../../api/use-session.ts';

/** How often a home page looks at the clock: the next lesson moves on within this time. */
const CLOCK_TICK_MS = 30_000;

/**
 * The active school's time zone (undefined until the school is loaded, or when it names none).
 * It only reads the school the shell has chosen: choosing one (`useActiveSchool`'s effect) is the
 * shell's, and a form that asked would change the session under its own record.
 */
export const useSchoolTimeZone = (): string | undefined => {
  const { schoolId } = useSession();
  const user = useCurrentUser();
  const schools = useUserSchools();
  const school = pickActiveSchool(schools.data ?? [], user.data, schoolId);
  return (school as { timezone?: string | null } | undefined)?.timezone ?? undefined;
};

/**
 * The active school's wall clock (its time zone, as lessons are written), ticking; `known` once
 * the school (and so its time zone) is loaded: asking for "today" before that may ask for the
 * wrong day.
 */
export const useSchoolClock = (): WallClock & { known: boolean } => {
  const { school } = useActiveSchool();
  const timeZone = (school as { timezone?: string | null } | undefined)?.timezone ?? undefined;
  const [at, setAt] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setAt(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const known = school !== undefined;
  return useMemo(() => ({ ...wallClock(timeZone, at), known }), [timeZone, at, known]);
};

/** `08:30:00` -> `08:30`: lesson times are shown without seconds. */
export const shortTime = (time: string | null | undefined): string => (time ?? '').slice(0, 5);

/** The day after a `YYYY-MM-DD` date, as the calendar counts (no time zone involved). */
const nextDay = (date: string): string => {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

/** A `YYYY-MM-DD` date plus some days. */
export const addDays = (date: string, days: number): string => {
  let out = date;
  for (let i = 0; i < days; i += 1) out = nextDay(out);
  return out;
};
