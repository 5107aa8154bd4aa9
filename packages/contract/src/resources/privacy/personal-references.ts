import { isReference, type Resource } from '../../resource/index.ts';

/** A declared field that names a record of a person's resource (a student's attendance `student`). */
export interface PersonalReference {
  resource: string;
  field: string;
}

/**
 * Every field of `all` that references a record of `target` (`students`, `users`), read from the
 * declarations rather than listed by hand: a resource added later with such a field is part of a
 * person's data (their access export, the inventory's check) without a line anywhere else.
 */
export const referencesTo = (all: readonly Resource[], target: string): PersonalReference[] =>
  all.flatMap((resource) =>
    Object.entries(resource.fields)
      .filter(([, field]) => isReference(field) && field.target === target)
      .map(([field]) => ({ resource: resource.name, field })),
  );
