import { matchRoutes, type RouteObject } from 'react-router';
import type { MenuItem } from '../../api/types.ts';
import { resourceRoutes } from '../../resources/routes.ts';
import { areaScreens } from '../screen-registry.ts';

/**
 * The paths that open a real screen: the areas' own routes, the generic screens of every
 * resource route (list, new, record, action) and `/r/<name>`. Anything else the menus name is a
 * screen not built yet, and its entry is not shown.
 */
const areaPaths: RouteObject[] = areaScreens
  .flatMap((area) => area.routes)
  .map((route) => ({ path: route.path ?? '/' }));

/** A generic screen's own addresses under its base: the list, `new`, a record id (or uuid) and its edit or delete. */
const GENERIC_TAIL = /^(\/new|\/(\d+|[0-9a-f-]{36})(\/(edit|delete))?)?$/i;

const isGenericScreen = (pathname: string): boolean =>
  /^\/r\/[a-z_]+/.test(pathname) ||
  resourceRoutes.some(
    (route) =>
      (pathname === route.path || pathname.startsWith(`${route.path}/`)) &&
      GENERIC_TAIL.test(pathname.slice(route.path.length)),
  );

/** Whether a menu entry's url opens a screen of this app (another site's address always does). */
export const isBuiltUrl = (url: string): boolean => {
  if (/^[a-z]+:\/\//i.test(url)) return true;
  const pathname = `/${url.split(/[?#]/)[0]?.replace(/^\/+|\/+$/g, '') ?? ''}`;
  return matchRoutes(areaPaths, pathname) !== null || isGenericScreen(pathname);
};

/**
 * The menu without the entries whose screens are not built: an entry stays when its url opens a
 * screen, a group when any of its children stays (its own unbuilt url then dropped).
 */
export const builtMenus = (items: readonly MenuItem[], isBuilt: (url: string) => boolean = isBuiltUrl): MenuItem[] =>
  items.flatMap((item) => {
    const children = builtMenus(item.children ?? [], isBuilt);
    const built = item.url !== null && item.url !== '' && isBuilt(item.url);
    if (built) return [{ ...item, children }];
    if (children.length > 0) return [{ ...item, url: null, children }];
    return [];
  });
