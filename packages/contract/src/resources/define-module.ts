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

/**
 * Another language's labels typed by the English ones: every key of every section at every depth.
 * Each `labels/<language>.ts` but English is annotated with it, so a missing or extra key fails
 * to compile.
 */
export type Translated<T> = { [S in keyof T]: Widen<T[S]> };

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
  /**
   * The module's folder under resources/: its labels are `<folder>/labels/<language>.ts`, one file
   * per language, so the web downloads only the active language's (every module's labels of a
   * language in one chunk, apps/web/src/i18n/module-labels/) and the server loads all five at boot.
   */
  readonly labels: string;
  readonly menus: readonly ModuleMenu[];
  /** The data inventory's lines of the module's resources (docs/privacy.md). */
  readonly inventory: readonly InventoryLine[];
}

export const defineModule = (module: {
  resources: readonly Resource[];
  actions?: readonly ActionDeclaration[];
  labels: string;
  menus?: readonly ModuleMenu[];
  inventory?: readonly InventoryLine[];
}): ResourceModule => ({ kind: 'resource-module', menus: [], actions: [], inventory: [], ...module });

export const isResourceModule = (value: unknown): value is ResourceModule =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'resource-module';
