import { defaultMenus, type DefaultMenu } from '@kampus/contract';
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

/** Where a resource's screens live: its spec route when it has one, else `/r/<name>`. */
export const basePathOf = (resource: string): string =>
  resourceRoutes.find((route) => route.resource === resource)?.path ?? `/r/${resource}`;

/** First path segments of the spec's areas (platform section 2): their screens come later. */
export const comingSoonAreas: readonly string[] = [
  'account',
  'admin',
  'global',
  'classes',
  'config',
  'developer',
  'feeds',
  'finance',
  'school',
  'smartclass',
  'store',
  'mail',
  'organization',
  'personnel',
  'student',
  'users',
  'account-codes',
  'income-expense',
  'companies',
  'forms',
  'lawyers',
  'sso',
  'reports',
  'enrollment',
  'bank',
  'academic',
  'courses',
  'discounts',
  'sms',
  'scholarship',
  'exam',
  'cip',
  'student-behaviour',
  'filemanager',
  'impersonate',
  'dashboard',
];
