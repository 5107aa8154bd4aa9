import { classStudents, fileShares } from '@kampus/contract/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { idOf } from '@kampus/contract/resource';
import { fetchAll, resourceName, useList } from './resources.ts';
import { useSession } from './use-session.ts';

/** The people one file manager entry (a file, or a folder with everything in it) is shared with. */
export const useSharesOf = (path: string) =>
  useList(resourceName(fileShares), { page: 1, pageSize: 500, filters: { path } });

/**
 * The users of a class's students and of their guardians: sharing with a class shares with each
 * of them (the spec's shares name one person each).
 */
const classPeople = async (classId: number): Promise<number[]> => {
  const members = await fetchAll(classStudents, { filters: { classId: String(classId) } });
  const ids = [...new Set(members.map((member) => idOf(member.student)).filter((id) => id !== undefined))];
  if (ids.length === 0) return [];
  const pupils = await fetchAll('students', { fixed: ids.map((id) => ['id[]', String(id)] as [string, string]) });
  const families = await fetchAll('guardians', {
    fixed: ids.map((id) => ['studentId[]', String(id)] as [string, string]),
  });
  return [
    ...new Set(
      [...pupils.map((pupil) => idOf(pupil.user)), ...families.map((family) => idOf(family.user))].filter(
        (id): id is number => id !== undefined,
      ),
    ),
  ];
};

/**
 * Shares `path` with people (user ids) or with a class, one request per person in order (students
 * spec section 4: a multi-item create stops at the first failure; what was saved stays). People it
 * is shared with already are skipped. Answers how many new shares were made.
 */
export const useShare = (path: string) => {
  const { schoolId } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ users, classId, already }: { users?: number[]; classId?: number; already: number[] }) => {
      const people = classId === undefined ? (users ?? []) : await classPeople(classId);
      const fresh = people.filter((id) => !already.includes(id));
      for (const user of fresh)
        await request(`/api/${resourceName(fileShares)}`, {
          method: 'POST',
          body: { school: `/api/schools/${schoolId ?? ''}`, path, user: `/api/users/${user}` },
        });
      return fresh.length;
    },
    onSettled: () => client.invalidateQueries({ queryKey: [resourceName(fileShares)] }),
  });
};
