import { parseReference } from '@kampus/contract/resource';
import type { ApiRecord } from '../../api/types.ts';

export interface MenuNode {
  id: number;
  title: string;
  url: string;
  icon: string;
  position: number;
  isActive: boolean;
  parentId: number | null;
  children: MenuNode[];
}

/** Flat menus (any order) as a tree, each level ordered by position then id. */
export const menuTree = (records: ApiRecord[], resource: string): MenuNode[] => {
  const nodes = new Map<number, MenuNode>(
    records.map((record) => [
      record.id,
      {
        id: record.id,
        title: String(record.title ?? ''),
        url: typeof record.url === 'string' ? record.url : '',
        icon: typeof record.icon === 'string' ? record.icon : '',
        position: Number(record.position ?? 0),
        isActive: record.isActive !== false,
        parentId: parseReference(record.parent, resource) ?? null,
        children: [],
      },
    ]),
  );
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: MenuNode[]) => {
    list.sort((a, b) => a.position - b.position || a.id - b.id);
    list.forEach((node) => sort(node.children));
  };
  sort(roots);
  return roots;
};

/** Every node with its depth, parents before children: the parent picker's options. */
export const flatten = (nodes: MenuNode[], depth = 0): { node: MenuNode; depth: number }[] =>
  nodes.flatMap((node) => [{ node, depth }, ...flatten(node.children, depth + 1)]);

/** A node and all below it (a menu cannot become its own descendant's child). */
export const subtreeIds = (node: MenuNode): Set<number> =>
  new Set([node.id, ...node.children.flatMap((child) => [...subtreeIds(child)])]);
