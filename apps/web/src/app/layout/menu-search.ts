import type { MenuItem } from '../../api/types.ts';

/** Lower case without accents, Turkish dotless ı and dotted İ as i: what the server's `kampus_fold` does. */
export const foldText = (text: string): string =>
  text
    .replace(/[İIı]/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The spec's local menu search (students spec section 4): case-insensitive on the title (and on
 * the label the reader sees, which is the title in their language), dropping entries with an empty
 * url, so a folder of the tree never shows as a result. Accents are folded as the server folds them.
 */
export const searchMenus = (menus: readonly MenuItem[], text: string, limit = 8): MenuItem[] => {
  const needle = foldText(text.trim());
  if (needle === '') return [];
  const found: MenuItem[] = [];
  const walk = (nodes: readonly MenuItem[]) => {
    for (const node of nodes) {
      const url = node.url?.trim() ?? '';
      if (url !== '' && (foldText(node.title).includes(needle) || foldText(node.label).includes(needle)))
        found.push(node);
      if (node.children?.length) walk(node.children);
    }
  };
  walk(menus);
  return found.slice(0, limit);
};
