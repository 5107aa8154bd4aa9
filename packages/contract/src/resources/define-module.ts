import type { Language } from '../constants.ts';
import type { DefaultMenu } from '../menus/menu-types.ts';
import type { ActionDeclaration } from '../action/define.ts';
import type { Resource } from '../resource/index.ts';

/** Texts nested by group, as the web's `ui` catalogue holds them (`ui.finance_documents.new_series`). */
export interface LabelTree {
  [key: string]: string | LabelTree;
}

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

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * Every key of the English tree, at every depth: another language missing a key fails to compile.
 * A language may add the plural forms English has no use for (Arabic's `_two`, `_few`, ...).
 */
type SameTree<T> = { [K in keyof T]: T[K] extends string ? string : SameTree<T[K]> } & {
  [plural: `${string}_${PluralForm}`]: string;
};
type SameKeys<T> = { [S in keyof T]: SameTree<T[S]> };

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
}

export const defineModule = (module: {
  resources: readonly Resource[];
  actions?: readonly ActionDeclaration[];
  labels: ModuleLabels;
  menus?: readonly ModuleMenu[];
}): ResourceModule => ({ kind: 'resource-module', menus: [], actions: [], ...module });

export const isResourceModule = (value: unknown): value is ResourceModule =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'resource-module';
