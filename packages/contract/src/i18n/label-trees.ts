import type { LabelTree } from '../resources/define-module.ts';

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
