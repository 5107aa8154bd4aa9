import type { RouteObject } from 'react-router';

/** A spec route served by the generic resource screens (`list`, `new`, `{id}`, `{id}/{action}`). */
export interface ResourceRoute {
  path: string;
  resource: string;
}

/**
 * One area's screens: the routes of its own pages (lazy chunks, mounted under the logged-in
 * layout) and the generic resource routes that no default menu entry names (a resource whose
 * menu entry has `resource` in the contract gets its generic screens without a line here).
 */
export interface AreaScreens {
  routes: readonly RouteObject[];
  resourceRoutes?: readonly ResourceRoute[];
}

export const defineScreens = (screens: AreaScreens): AreaScreens => screens;
