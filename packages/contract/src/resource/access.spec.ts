import { describe, expect, it } from 'vitest';
import { resources } from '../resources/index.ts';
import { audiences, grantFor } from './access.ts';

const RANK = { none: 0, own: 1, all: 2 } as const;

/**
 * Issue 26: a teacher who could not read a behaviour note could change and delete it, because
 * its write grant was wider than its read grant. `grantOf` narrows every change to what the
 * caller reads; this holds the declarations to the same rule, so none says more than is enforced.
 * A create is bounded otherwise: every reference it names must be one the caller reads
 * (core/visibility.ts checkReferences), so a teacher records attendance for their own students only.
 */
describe('declared write reach', () => {
  const rows = resources.flatMap((resource) =>
    (['update', 'delete'] as const).flatMap((operation) =>
      audiences.map((audience) => ({
        name: `${resource.name} ${operation} ${audience}`,
        write: grantFor(resource.access[operation], audience),
        read: grantFor(resource.access.read, audience),
      })),
    ),
  );

  it('is never wider than read reach, for every resource, change and kind of user', () => {
    const wider = rows.filter((row) => RANK[row.write] > RANK[row.read]).map((row) => row.name);
    expect(wider).toEqual([]);
  });
});
