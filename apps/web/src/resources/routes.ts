import type { ComponentType } from 'react';
// Not the package root: it re-exports the server's catalogues, whose top-level await (every module's
// labels in five languages) would join the entry's graph and split it into many preloaded chunks.
import { defaultMenus, type DefaultMenu } from '@kampus/contract/menus';
import type { ResourceRoute } from '../app/screens.ts';
import { areaScreens } from '../app/screen-registry.ts';

const menuResourceRoutes = (menus: readonly DefaultMenu[]): ResourceRoute[] =>
  menus.flatMap((menu) => [
    ...(menu.url !== undefined && menu.resource !== undefined ? [{ path: menu.url, resource: menu.resource }] : []),
    ...menuResourceRoutes(menu.children ?? []),
  ]);

/**
 * The spec's routes that the generic resource screens serve: every default menu entry that names
 * its resource (contract modules) and the areas' extra routes. Each gets `list`, `new`, `{id}` and
 * `{id}/{action}`; every declared resource is also reachable at `/r/<name>`. Longest paths first,
 * so a prefix match finds `/users/types` before `/users`.
 */
export const resourceRoutes: readonly ResourceRoute[] = [
  ...menuResourceRoutes(defaultMenus),
  ...areaScreens.flatMap((area) => area.resourceRoutes ?? []),
].sort((a, b) => b.path.length - a.path.length);

/** The note an area gives a resource's generic form (app/screens.ts `formNotes`), if any. */
export const formNoteOf = (resource: string): ComponentType | undefined =>
  areaScreens.find((area) => area.formNotes?.[resource])?.formNotes?.[resource];

/** Where a resource's screens live: its spec route when it has one, else `/r/<name>`. */
export const basePathOf = (resource: string): string =>
  resourceRoutes.find((route) => route.resource === resource)?.path ?? `/r/${resource}`;
