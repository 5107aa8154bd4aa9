import type { RouteObject } from 'react-router';
import type { MenuItem } from '../../api/types.ts';
import { resourceRoutes } from '../../resources/routes.ts';
import { areaScreens } from '../screen-registry.ts';

/**
 * The paths that open a real screen: the areas' own routes, the generic screens of every
 * resource route (list, new, record, action) and `/r/<name>`. Anything else the menus name is a
 * screen not built yet, and its entry is not shown.
 */
const areaRouteList = areaScreens.flatMap((area) => area.routes);
export const areaPaths: string[] = areaRouteList.map((route) => route.path ?? '/');

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A route pattern as React Router reads it (`:param`, `:param?`, `static?`, a closing `*`;
 * letter case and a closing slash ignored), compiled once. The router's `matchRoutes` flattens
 * and ranks its whole table again on every call: asked for each of a menu's entries, that was
 * 0.4 s of the main thread on every staff page load.
 */
export const compileRoutePath = (path: string): RegExp => {
  const segments = path.split('/').filter((segment) => segment !== '');
  const pattern = segments
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      const optional = segment.endsWith('?');
      const body = optional ? segment.slice(0, -1) : segment;
      const one = body.startsWith(':') ? '/[^/]+' : `/${escapeRegExp(body)}`;
      return optional ? `(?:${one})?` : one;
    })
    .join('');
  return new RegExp(`^${pattern}/?$`, 'i');
};

const areaMatchers = areaPaths.map(compileRoutePath);

/** How loosely a path matches: each parameter counts, a splat most; the router ranks the other way round. */
const looseness = (path: string): number =>
  path.split('/').reduce((sum, segment) => sum + (segment === '*' ? 10 : segment.startsWith(':') ? 1 : 0), 0);

/**
 * The area route an address opens, ranked as the router ranks them where two match
 * (`account/home` before `account/:section`): for preloading its screen, not for drawing it.
 */
export const areaRouteAt = (pathname: string): RouteObject | undefined => {
  const matching = areaRouteList.filter((_, index) => areaMatchers[index]?.test(pathname));
  return matching.sort((a, b) => looseness(a.path ?? '') - looseness(b.path ?? ''))[0];
};

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
  return areaMatchers.some((matcher) => matcher.test(pathname)) || isGenericScreen(pathname);
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
