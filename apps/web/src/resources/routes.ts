import type { ComponentType } from 'react';
// The default menus' resource routes as data, not the menus themselves: those import every resource
// declaration of the contract (and build their schemas), which the shell has no need of.
import { menuRoutes } from '@kampus/contract/web-manifest';
import type { ResourceRoute } from '../app/screens.ts';
import { areaScreens } from '../app/screen-registry.ts';

/**
 * The spec's routes that the generic resource screens serve: every default menu entry that names
 * its resource (contract modules) and the areas' extra routes. Each gets `list`, `new`, `{id}` and
 * `{id}/{action}`; every declared resource is also reachable at `/r/<name>`. Longest paths first,
 * so a prefix match finds `/users/types` before `/users`.
 */
export const resourceRoutes: readonly ResourceRoute[] = [
  ...menuRoutes,
  ...areaScreens.flatMap((area) => area.resourceRoutes ?? []),
].sort((a, b) => b.path.length - a.path.length);

/** The note an area gives a resource's generic form (app/screens.ts `formNotes`), if any. */
export const formNoteOf = (resource: string): ComponentType | undefined =>
  areaScreens.find((area) => area.formNotes?.[resource])?.formNotes?.[resource];

/** Where a resource's screens live: its spec route when it has one, else `/r/<name>`. */
export const basePathOf = (resource: string): string =>
  resourceRoutes.find((route) => route.resource === resource)?.path ?? `/r/${resource}`;
