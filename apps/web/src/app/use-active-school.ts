import { useEffect, useMemo } from 'react';
import { sessionStore } from '../api/session-store.ts';
import { useCurrentUser, useUserSchools } from '../api/session.ts';
import { useSession } from '../api/use-session.ts';
import { defaultSeason, pickActiveSchool, pickActiveSeason } from './session-rules.ts';

/** The user's schools, with the active school and season chosen by the spec's rules. */
export const useActiveSchool = () => {
  const { schoolId, seasonId } = useSession();
  const user = useCurrentUser();
  const schools = useUserSchools();
  const list = useMemo(() => schools.data ?? [], [schools.data]);
  const school = pickActiveSchool(list, user.data, schoolId);
  const season = pickActiveSeason(school, seasonId);

  useEffect(() => {
    if (!schools.data || !user.data) return;
    const nextSchool = school?.id ?? null;
    const nextSeason = season?.id ?? null;
    if (nextSchool !== schoolId || nextSeason !== seasonId) sessionStore.setSchool(nextSchool, nextSeason);
  }, [schools.data, user.data, school, season, schoolId, seasonId]);

  return {
    schools: list,
    school,
    season,
    isLoading: schools.isLoading || user.isLoading,
    /** Changing the school resets the season to that school's default one (menus reload by key). */
    selectSchool: (id: number) => sessionStore.setSchool(id, defaultSeason(list.find((s) => s.id === id))?.id ?? null),
    selectSeason: (id: number) => sessionStore.setSeason(id),
  };
};
