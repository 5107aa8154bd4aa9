/** Texts nested by group, as the web's `ui` catalogue holds them (`ui.finance_documents.new_series`). */
export interface LabelTree {
  [key: string]: string | LabelTree;
}

/** The plural forms English has no use for but others do (Arabic's `_zero`, `_two`, `_few`, `_many`; Spanish `_many`). */
type OtherPluralForms = { [key: `${string}_${'zero' | 'two' | 'few' | 'many'}`]: string };

/**
 * A catalogue's shape taken from its English text: every key at every depth, each a string. Another
 * language typed by it fails to compile when it misses a key; it may add the plural forms English
 * has no use for. One type for the contract's catalogue, the web's and each module's labels.
 */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> } & OtherPluralForms;

/* Kept apart from module-labels.ts, which loads every declaration: the web's login chunk merges
   trees too and must not carry the declarations. */

/** `extra` merged into `base` at every depth; a text `base` already has stays (the first wins). */
export const mergeLabelTrees = (base: LabelTree, extra: LabelTree): LabelTree => {
  const merged: LabelTree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const present = merged[key];
    if (present === undefined) merged[key] = value;
    else if (typeof present !== 'string' && typeof value !== 'string') merged[key] = mergeLabelTrees(present, value);
  }
  return merged;
};

/** Every dotted key of a tree (`finance_documents.new_series`). */
export const labelTreeKeys = (tree: LabelTree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : labelTreeKeys(value, `${prefix}${key}.`),
  );
