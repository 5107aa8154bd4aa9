import type { Language } from '../constants.ts';
import type { DefaultMenu } from '../menus/menu-types.ts';
import type { Resource } from '../resource/index.ts';

/** The labels one module owns in one language: its resource titles, its own fields, its menu entries. */
export interface LabelSection {
  resources?: Record<string, string>;
  fields?: Record<string, string>;
  menu?: Record<string, string>;
}

export type ModuleLabels = Record<Language, LabelSection>;

/** Every key of the English section, each a string: another language missing or adding a key fails to compile. */
type SameKeys<T> = { [S in keyof T]: { [K in keyof T[S]]: string } };

/**
 * A module's labels in the five languages, English as the reference. Keeping them beside the
 * declaration means a new resource never edits the shared label files (every feature used to).
 */
export const defineLabels = <T extends LabelSection>(
  en: T,
  others: Record<Exclude<Language, 'en'>, SameKeys<T>>,
): ModuleLabels => ({ en, ...others });

/**
 * A default menu entry a module brings: top level, or inside the group `under`, placed right
 * after the sibling `after` or right before the sibling `before` (else last). `resource` names the
 * declared resource its generic screens serve at `url`, so the web mounts them without a line of
 * its own.
 */
export interface ModuleMenu extends DefaultMenu {
  under?: string;
  after?: string;
  before?: string;
}

export interface ResourceModule {
  readonly kind: 'resource-module';
  readonly resources: readonly Resource[];
  readonly labels: ModuleLabels;
  readonly menus: readonly ModuleMenu[];
}

export const defineModule = (module: {
  resources: readonly Resource[];
  labels: ModuleLabels;
  menus?: readonly ModuleMenu[];
}): ResourceModule => ({ kind: 'resource-module', menus: [], ...module });

export const isResourceModule = (value: unknown): value is ResourceModule =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'resource-module';
