import { useLocation } from 'react-router';
import { useMenus } from './use-menus.ts';
import type { MenuItem } from '../../api/types.ts';

const normalize = (url: string): string => `/${url.replace(/^\/+|\/+$/g, '')}`;

/** The entries from the root to the one whose url is the longest prefix of the path. */
export const findMenuTrail = (items: readonly MenuItem[], pathname: string): MenuItem[] => {
  let best: MenuItem[] = [];
  let bestLength = -1;
  const path = normalize(pathname);
  const walk = (nodes: readonly MenuItem[], trail: MenuItem[]) => {
    nodes.forEach((node) => {
      const next = [...trail, node];
      if (node.url) {
        const url = normalize(node.url);
        const matches = path === url || (url !== '/' && path.startsWith(`${url}/`));
        if (matches && url.length > bestLength) {
          best = next;
          bestLength = url.length;
        }
      }
      if (node.children?.length) walk(node.children, next);
    });
  };
  walk(items, []);
  return best;
};

/** The translated label of the menu entry of the current page, if the menu has one. */
export const useMenuTitle = (): string | undefined => {
  const { pathname } = useLocation();
  const menus = useMenus();
  const trail = findMenuTrail(menus.data ?? [], pathname);
  return trail[trail.length - 1]?.label;
};
