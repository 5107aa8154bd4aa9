import type { ActionDeclaration } from '../action/define.ts';
import { platformActions } from '../action/platform.ts';
import type { Resource } from '../resource/index.ts';
import { isResourceModule, type ResourceModule } from './define-module.ts';
import * as registry from './registry.ts';
import { copyableResources } from './seasons/season-tables.ts';

/**
 * The modules of `registry.ts`, in the order of their export names: a namespace's order in Node,
 * sorted here by code unit too because vitest's module runner keeps the file's order instead, and
 * the derived SQL (derived_indexes.sql) must come out the same under both.
 */
export const resourceModules: readonly ResourceModule[] = Object.entries(registry)
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .map(([, value]) => value)
  .filter(isResourceModule);

/** Every declared resource. References resolve lazily, so their order does not matter. */
export const resources: readonly Resource[] = resourceModules.flatMap((module) => module.resources);

export const resourcesByName: ReadonlyMap<string, Resource> = new Map(resources.map((r) => [r.name, r]));

/** The data inventory: every module's lines, one per resource holding personal-looking fields (docs/privacy.md). */
export const dataInventory = resourceModules.flatMap((module) => module.inventory);

export const getResource = (name: string): Resource | undefined => resourcesByName.get(name);

// Each module's declarations and constants, by name (`bankAccounts`, `BANK_TYPES`, ...).
export * from './registry.ts';
export * from './define-module.ts';

// seasons area: what POST /api/seasons/copy_data may copy
export const copyableSeasonResources = (): Resource[] => copyableResources(resources);
export { seasonFieldOf } from './seasons/season-tables.ts';
export { wallClock, type WallClock } from './schedules/school-time.ts';
export { schoolWeek } from './timetable/school-week.ts';

/**
 * Every declared action: each module's (`defineModule({ actions })`), then the platform's. The
 * server implements each exactly once (`apps/server/src/modules/index.spec.ts`).
 */
export const declaredActions: readonly ActionDeclaration[] = [
  ...resourceModules.flatMap((module) => module.actions),
  ...platformActions,
];
