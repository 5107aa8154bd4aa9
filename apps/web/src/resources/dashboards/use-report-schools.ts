import { useOrganization, type SchoolNode } from '../../api/organization.ts';
import { useSession } from '../../api/use-session.ts';

const flatten = (node: SchoolNode): SchoolNode[] => [node, ...node.children.flatMap(flatten)];

const find = (nodes: readonly SchoolNode[], id: number): SchoolNode | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = find(node.children, id);
    if (below) return below;
  }
  return undefined;
};

/**
 * The schools a report can be narrowed to: the active school and the schools below it, as the
 * server's filter takes them (headquarters and campus users; a school user has only their own,
 * and no choice to make, so the list is empty).
 */
export const useReportSchools = (): { id: number; title: string }[] => {
  const { schoolId } = useSession();
  const organization = useOrganization();
  const roots = organization.data?.roots ?? [];
  const active = schoolId === null ? undefined : find(roots, schoolId);
  const schools = active ? flatten(active) : [];
  return schools.length > 1 ? schools.map((node) => ({ id: node.id, title: node.title })) : [];
};
