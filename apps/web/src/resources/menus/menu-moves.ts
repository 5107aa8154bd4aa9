import { subtreeIds, type MenuNode } from './menu-tree.ts';

/** Where a menu goes: under `parent` (null: the top level), at `position` among the others there. */
export interface MenuPlace {
  parent: number | null;
  position: number;
}

/** Where on a row a dragged menu is dropped: before it, after it, or under it (last child). */
export type DropZone = 'before' | 'after' | 'inside';

/** A drop in the top or bottom quarter of a row places beside it; the middle puts it under. */
export const dropZone = (offsetY: number, height: number): DropZone =>
  offsetY < height / 4 ? 'before' : offsetY > (height * 3) / 4 ? 'after' : 'inside';

/** The node's parent (undefined: the node is not in the tree) and its siblings, in order. */
const locate = (tree: MenuNode[], id: number): { parent: MenuNode | null; siblings: MenuNode[] } | undefined => {
  const search = (list: MenuNode[], parent: MenuNode | null): ReturnType<typeof locate> => {
    if (list.some((node) => node.id === id)) return { parent, siblings: list };
    for (const node of list) {
      const found = search(node.children, node);
      if (found) return found;
    }
    return undefined;
  };
  return search(tree, null);
};

/**
 * The place a drop means, as the server's move counts it (position among the siblings without
 * the moved menu). Undefined when the drop would change nothing or hang a menu under itself.
 */
export const placeForDrop = (tree: MenuNode[], moved: MenuNode, target: MenuNode, zone: DropZone) => {
  if (subtreeIds(moved).has(target.id)) return undefined;
  if (zone === 'inside') {
    return { parent: target.id, position: target.children.filter((child) => child.id !== moved.id).length };
  }
  const where = locate(tree, target.id);
  if (!where) return undefined;
  const others = where.siblings.filter((node) => node.id !== moved.id);
  const index = others.findIndex((node) => node.id === target.id) + (zone === 'after' ? 1 : 0);
  const place: MenuPlace = { parent: where.parent?.id ?? null, position: index };
  const current = locate(tree, moved.id);
  const unchanged =
    current !== undefined &&
    (current.parent?.id ?? null) === place.parent &&
    current.siblings.findIndex((node) => node.id === moved.id) === index;
  return unchanged ? undefined : place;
};

/** "Move in": last under the sibling just above it; undefined for a first sibling. */
export const moveInPlace = (tree: MenuNode[], node: MenuNode): MenuPlace | undefined => {
  const where = locate(tree, node.id);
  const index = where?.siblings.findIndex((sibling) => sibling.id === node.id) ?? -1;
  const above = index > 0 ? where?.siblings[index - 1] : undefined;
  return above ? { parent: above.id, position: above.children.length } : undefined;
};

/** "Move out": right after its parent, among the parent's siblings; undefined at the top level. */
export const moveOutPlace = (tree: MenuNode[], node: MenuNode): MenuPlace | undefined => {
  const where = locate(tree, node.id);
  if (!where?.parent) return undefined;
  const outer = locate(tree, where.parent.id);
  if (!outer) return undefined;
  const index = outer.siblings.findIndex((sibling) => sibling.id === where.parent?.id);
  return { parent: outer.parent?.id ?? null, position: index + 1 };
};
