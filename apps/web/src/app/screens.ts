import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { ApiRecord } from '../api/types.ts';
import type { Crumb } from '../components/PageHeader.tsx';

/** A spec route served by the generic resource screens (`list`, `new`, `{id}`, `{id}/{action}`). */
export interface ResourceRoute {
  path: string;
  resource: string;
}

/** What a student profile's tab is given to draw itself. */
export interface StudentSectionProps {
  student: ApiRecord;
  section: StudentSection;
  /** The tab's title, in the reader's language; `crumbs` lead to the profile. */
  title: string;
  crumbs: Crumb[];
  /** `/student/{id}/{key}`: where the tab's own list and forms live. */
  basePath: string;
  /** `{key}/new`, or `{key}/{sid}` with its action. */
  sid: string | undefined;
  saction: string | undefined;
  /** The classes the student sits in (the overview names them). */
  classTitles: string[];
}

/**
 * A tab of a student's profile (`/student/{id}/{key}`), brought by the area it belongs to and
 * drawn by its own component (lazy: its chunk loads with the tab). Its title is
 * `ui.student_profile.sections.{key}`.
 */
export interface StudentSection {
  key: string;
  /** The resource the tab lists, if any: a person who may not list it is not shown the tab. */
  resource?: string;
  /** The field of `resource` that names the student. */
  field?: string;
  Body: ComponentType<StudentSectionProps>;
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
  /** Its tabs of the student profile, in order; the areas' order in `screen-registry.ts` orders the rest. */
  studentSections?: readonly StudentSection[];
}

export const defineScreens = (screens: AreaScreens): AreaScreens => screens;

/**
 * What a route of an area may carry in its `handle`: how to start fetching its screen's chunk,
 * which `signed-in-routes.tsx` calls at boot beside the layout's (else the screen's chunk is asked
 * for only when the layout has loaded and drawn: the home of a family started 1.1 s into the page).
 */
export interface ScreenHandle {
  preload: () => Promise<unknown>;
}

/** A route's `handle` that preloads its screen: `{ path, element, ...preloads(load) }` (with `preloadable`, drawn without suspending once loaded). */
export const preloads = (load: () => Promise<unknown>): { handle: ScreenHandle } => ({ handle: { preload: load } });

/** The route's preload, when its handle has one. */
export const preloadOf = (route: RouteObject | undefined): (() => Promise<unknown>) | undefined => {
  const handle: unknown = route?.handle;
  if (typeof handle !== 'object' || handle === null || !('preload' in handle)) return undefined;
  const { preload } = handle;
  return typeof preload === 'function' ? () => Promise.resolve(preload()) : undefined;
};
