import type { FieldDef } from '@kampus/contract';

const snake = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Column of a field: `school` (ref) is `school_id`, `schoolId` (refId) is `school_id` too. */
export const columnName = (fieldName: string, field: FieldDef): string =>
  field.kind === 'ref' ? `${snake(fieldName)}_id` : snake(fieldName);
