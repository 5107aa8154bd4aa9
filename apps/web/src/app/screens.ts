import type { ComponentType } from 'react';
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
  /** What a resource's generic form says above its fields (what they may hold), by resource name. */
  formNotes?: Readonly<Record<string, ComponentType>>;
}

export const defineScreens = (screens: AreaScreens): AreaScreens => screens;
