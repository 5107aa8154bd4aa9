import type { ModuleMenu } from '../resources/define-module.ts';
import type { DefaultMenu } from './menu-types.ts';

/** The entry without its placing. */
const strip = ({ under: _under, after: _after, before: _before, ...menu }: ModuleMenu): DefaultMenu => menu;

/** The siblings an entry goes among: the top level, or the children of the group `under`. */
const siblingsOf = (tree: DefaultMenu[], under: string | undefined): DefaultMenu[] | undefined => {
  if (under === undefined) return tree;
  for (const menu of tree) {
    if (menu.key === under) return (menu.children ??= []) as DefaultMenu[];
    const found = menu.children ? siblingsOf(menu.children as DefaultMenu[], under) : undefined;
    if (found) return found;
  }
  return undefined;
};

const copyTree = (menus: readonly DefaultMenu[]): DefaultMenu[] =>
  menus.map((menu) => ({ ...menu, ...(menu.children ? { children: copyTree(menu.children) } : {}) }));

/**
 * Places the modules' entries into the shared tree. An entry whose group or neighbour comes from
 * another module waits until that one is placed, so the modules' order does not matter; an entry
 * that can never be placed (a misspelled group or neighbour) throws, which the catalogue test sees.
 */
export const placeMenus = (shared: readonly DefaultMenu[], entries: readonly ModuleMenu[]): DefaultMenu[] => {
  const tree = copyTree(shared);
  let pending = [...entries];
  while (pending.length > 0) {
    const waiting: ModuleMenu[] = [];
    for (const entry of pending) {
      const siblings = siblingsOf(tree, entry.under);
      const anchor = entry.after ?? entry.before;
      const at = anchor === undefined ? siblings?.length : siblings?.findIndex((menu) => menu.key === anchor);
      if (siblings === undefined || at === undefined || at < 0) {
        waiting.push(entry);
        continue;
      }
      siblings.splice(entry.after === undefined ? at : at + 1, 0, strip(entry));
    }
    if (waiting.length === pending.length)
      throw new Error(`menu entries with no place: ${waiting.map((entry) => entry.key).join(', ')}`);
    pending = waiting;
  }
  return tree;
};
