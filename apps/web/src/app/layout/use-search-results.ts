import { grantOf, type Operation } from '@kampus/contract/resource';
import { useAccessCaller } from '../../api/access.ts';
import { useDeclarations } from '../../api/declarations.ts';
import { searchable, useSearch } from '../../api/search.ts';
import { useMenus } from './use-menus.ts';
import { basePathOf } from '../../resources/routes.ts';
import { searchMenus } from './menu-search.ts';

/** One option of the top bar's list: what it shows and where Enter takes the reader. */
export interface SearchHit {
  id: number;
  primary: string;
  secondary?: string;
  to: string;
  /** Router state for the target screen (the mail's compose window opened to this person). */
  state?: { composeTo: { id: number; name: string; email: string } };
}

interface SearchGroup {
  name: 'menus' | 'users' | 'students' | 'personnel';
  hits: SearchHit[];
}

const fullName = (person: { name: string; lastName: string }) => `${person.name} ${person.lastName}`.trim();

/**
 * The top bar's results for what is typed (`text`, menus) and its debounced key (`key`, people).
 * Only the lists the reader may read are asked for, so a parent never sends a personnel search the
 * server would refuse; a user they may not open is offered as the addressee of a new mail instead.
 */
export const useSearchResults = (text: string, key: string) => {
  const menus = useMenus();
  const caller = useAccessCaller();
  // The access rules of people's lists, loaded once the text is long enough to search them for:
  // the debounce's wait is far longer than their import.
  const declarations = useDeclarations(searchable(text));
  const grant = (name: string, operation: Operation) => {
    const resource = declarations?.getResource(name);
    return caller === undefined || resource === undefined ? 'none' : grantOf(resource, operation, caller);
  };
  const mayListStudents = grant('students', 'list') !== 'none';
  const mayListPersonnel = grant('personnel', 'list') !== 'none';
  const mayOpenUsers = grant('users', 'read') === 'all';
  // A key the reader has since changed is not searched: its answer would describe older text.
  const current = key === text.trim();
  const userSearch = useSearch('users', key, current && declarations !== undefined);
  const studentSearch = useSearch('students', key, current && mayListStudents);
  const personnelSearch = useSearch('personnel', key, current && mayListPersonnel);

  const all: SearchGroup[] = [
    {
      name: 'menus',
      hits: searchMenus(menus.data ?? [], text).map((menu) => ({
        id: menu.id,
        primary: menu.label,
        to: menu.url ?? '/',
      })),
    },
    {
      name: 'users',
      hits: (current ? (userSearch.data ?? []) : []).map((user) => ({
        id: user.id,
        primary: fullName(user),
        secondary: user.email,
        ...(mayOpenUsers
          ? { to: `${basePathOf('users')}/${user.id}` }
          : { to: '/mail', state: { composeTo: { id: user.id, name: fullName(user), email: user.email } } }),
      })),
    },
    {
      name: 'students',
      hits: (current && mayListStudents ? (studentSearch.data ?? []) : []).map((student) => ({
        id: student.id,
        primary: fullName(student),
        ...(student.studentNumber ? { secondary: student.studentNumber } : {}),
        to: `/student/${student.id}`,
      })),
    },
    {
      name: 'personnel',
      hits: (current && mayListPersonnel ? (personnelSearch.data ?? []) : []).map((member) => ({
        id: member.id,
        primary: fullName(member),
        ...(member.title ? { secondary: member.title } : {}),
        to: `${basePathOf('personnel')}/${member.id}`,
      })),
    },
  ];
  const groups = all.filter((group) => group.hits.length > 0);

  const searches = [userSearch, studentSearch, personnelSearch];
  const wanted = searchable(text);
  return {
    groups,
    hits: groups.flatMap((group) => group.hits),
    // Waiting for the debounce counts as searching: the reader sees why nothing is listed yet.
    pending: wanted && (!current || searches.some((search) => search.isFetching)),
    failed: wanted && current && searches.some((search) => search.isError),
  };
};
