import type { Language } from '../constants.ts';
import type { LabelTree, Widen } from '../i18n/label-trees.ts';
import type { DefaultMenu } from '../menus/menu-types.ts';
import type { ActionDeclaration } from '../action/define.ts';
import type { Resource } from '../resource/index.ts';
import type { InventoryLine } from './privacy/inventory.ts';

/**
 * The labels one module owns in one language: its resource titles, its own fields, its menu
 * entries, and the texts of its own screens (`ui`, merged into the web's `ui` catalogue).
 */
export interface LabelSection {
  resources?: Record<string, string>;
  fields?: Record<string, string>;
  menu?: Record<string, string>;
  ui?: LabelTree;
}

export type ModuleLabels = Record<Language, LabelSection>;

/** Every key of the English sections, at every depth: another language missing a key fails to compile. */
type SameKeys<T> = { [S in keyof T]: Widen<T[S]> };

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
  /** The endpoints beyond CRUD the feature declares; its server module implements each. */
  readonly actions: readonly ActionDeclaration[];
  readonly labels: ModuleLabels;
  readonly menus: readonly ModuleMenu[];
  /** The data inventory's lines of the module's resources (docs/privacy.md). */
  readonly inventory: readonly InventoryLine[];
}

export const defineModule = (module: {
  resources: readonly Resource[];
  actions?: readonly ActionDeclaration[];
  labels: ModuleLabels;
  menus?: readonly ModuleMenu[];
  inventory?: readonly InventoryLine[];
}): ResourceModule => ({ kind: 'resource-module', menus: [], actions: [], inventory: [], ...module });

export const isResourceModule = (value: unknown): value is ResourceModule =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'resource-module';
