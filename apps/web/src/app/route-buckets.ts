import type { RouteObject } from 'react-router';

/**
 * A route table too long to match on every render, cut by the first segment of the address.
 * React Router's `useRoutes` flattens and ranks its whole table on every render (it keeps no
 * index): with the signed-in table's 630 routes that was 36 to 90 ms of the main thread on each
 * navigation and on each of a cold open's suspended replays. A route whose first segment is
 * static belongs to that segment's table; one that starts with a parameter, a splat or an
 * optional segment (and an index or pathless route) belongs to every table, so the router still
 * ranks every route that could match and answers as it would on the whole table.
 */
export interface RouteBuckets {
  /** The routes that could match an address: the same array for every address of one first segment. */
  routesFor: (pathname: string) => RouteObject[];
}

/** A path's first segment as the router compares it (letter case ignored), or null when it is not static. */
const staticHead = (path: string | undefined): string | null => {
  const head = (path ?? '').replace(/^\/+/, '').split('/')[0] ?? '';
  if (head === '' || head.startsWith(':') || head.includes('*') || head.endsWith('?')) return null;
  return head.toLowerCase();
};

/** The address's first segment, decoded as the router decodes it before matching. */
const headOf = (pathname: string): string => {
  const head = pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  try {
    return decodeURIComponent(head).toLowerCase();
  } catch {
    return head.toLowerCase();
  }
};

/**
 * `wrap` builds the whole table around one segment's routes (the layout route holding them, the
 * routes beside it); its result is kept per segment, so a route's object stays the same between
 * renders, as React Router expects of a table.
 */
export const routeBuckets = (
  routes: readonly RouteObject[],
  wrap: (children: RouteObject[]) => RouteObject[],
): RouteBuckets => {
  const everywhere: RouteObject[] = [];
  const bySegment = new Map<string, RouteObject[]>();
  for (const route of routes) {
    const head = staticHead(route.path);
    if (head === null) everywhere.push(route);
    else bySegment.set(head, [...(bySegment.get(head) ?? []), route]);
  }
  const tables = new Map<string, RouteObject[]>();
  return {
    routesFor: (pathname) => {
      const segment = headOf(pathname);
      const key = bySegment.has(segment) ? segment : '';
      let table = tables.get(key);
      if (!table) {
        table = wrap([...(bySegment.get(key) ?? []), ...everywhere]);
        tables.set(key, table);
      }
      return table;
    },
  };
};
