import { namedTarget, resources, type Resource, type Violation } from '@kampus/contract';
import { and, count, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { col, resourceTable } from '../db/resource-tables.ts';
import type { Data, Row } from './hooks.ts';

interface Dependent {
  resource: Resource;
  /** The child's reference to the changed record (a review's `plan`). */
  reference: string;
  /** The field both hold alike (`student`). */
  field: string;
}

/** The references declared `sameAs` to each resource, found once from the declarations. */
const dependents = new Map<string, Dependent[]>();
for (const resource of resources) {
  for (const [reference, field] of Object.entries(resource.fields)) {
    const target = namedTarget(field);
    if (field.sameAs === undefined || target === undefined) continue;
    dependents.set(target, [...(dependents.get(target) ?? []), { resource, reference, field: field.sameAs }]);
  }
}

/**
 * The other side of `sameAs`: a record whose compared field changes (a support plan moved to
 * another student) while rows filed under it still hold the old value (its reviews and
 * accommodations) would leave them naming one student under another's plan. Such a change is
 * 422 on the field (`validation.same_as_dependents`), until those rows go or move; one count per
 * declared dependent, and none unless the field changes.
 */
export const sameAsDependentViolations = async (
  db: Db,
  resource: Resource,
  data: Data,
  current: Row,
): Promise<Violation[]> => {
  const violations: Violation[] = [];
  for (const { resource: child, reference, field } of dependents.get(resource.name) ?? []) {
    if (!(field in data) || (data[field] ?? null) === (current[field] ?? null)) continue;
    if (violations.some((one) => one.propertyPath === field)) continue;
    const table = resourceTable(child.name);
    const next = data[field];
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .where(
        and(
          eq(col(table, reference), current.id as number),
          next === null || next === undefined ? undefined : or(ne(col(table, field), next), isNull(col(table, field))),
        ),
      );
    if (Number(row?.n ?? 0) > 0) violations.push({ propertyPath: field, message: 'validation.same_as_dependents' });
  }
  return violations;
};
