import type { ACCOMMODATION_KINDS } from '@kampus/contract/resources';
import type { Resource } from '@kampus/contract/resource';
import { getResource } from '@kampus/contract/resources';
import { useQuery } from '@tanstack/react-query';
import { useAccess } from './access.ts';
import { fetchAll } from './resources.ts';
import { useSession } from './use-session.ts';

/** One accommodation as the student's teachers read it: what to do, never why. */
export interface Accommodation {
  id: number;
  student: string;
  accommodationKind: (typeof ACCOMMODATION_KINDS)[number];
  accommodationDetail: string | null;
}

const planAccommodations = getResource('plan_accommodations') as Resource;

/**
 * The support plans' accommodations of these students (a class's), by student id, for the
 * register and the class list: asked only by who may read them (the student's teachers and the
 * counsellors), so no one else's screen asks for a 403. Keyed by the resource, so a counsellor's
 * change refreshes them.
 */
export const useAccommodationsOf = (studentIds: readonly number[]) => {
  const { schoolId, seasonId } = useSession();
  const access = useAccess(planAccommodations);
  const allowed = access.known && access.grant('list') !== 'none';
  return useQuery({
    queryKey: ['plan_accommodations', 'of', schoolId, seasonId, [...studentIds].sort((a, b) => a - b)],
    queryFn: async ({ signal }) => {
      const rows = (await fetchAll(
        'plan_accommodations',
        { fixed: studentIds.map((id) => ['student[]', String(id)] as const) },
        signal,
      )) as unknown as Accommodation[];
      const byStudent = new Map<number, Accommodation[]>();
      for (const row of rows) {
        const student = Number(String(row.student).split('/').pop());
        byStudent.set(student, [...(byStudent.get(student) ?? []), row]);
      }
      return byStudent;
    },
    enabled: allowed && studentIds.length > 0,
    retry: false,
  });
};
