import { grantedDuties, grantFor, type Audience, type HeldDuty, type Operation } from './access.ts';
import { hasOwnership, ownPaths, parseReference, type Resource } from './define.ts';

/** Who asks, as far as access rules care: the server's session caller and the web's signed-in user alike. */
export interface AccessCaller {
  id: number;
  audience: Audience;
  superadmin: boolean;
  /** The duties the caller holds and where (`duty:` grants); none when left out. */
  duties?: readonly HeldDuty[];
}

/**
 * Whether the caller's access to a resource comes from a duty alone (`duty:nurse`) rather than
 * their kind: the server then narrows their reach to the schools where they hold it.
 */
export const dutyOnly = (resource: Resource, operation: Operation, caller: AccessCaller): boolean =>
  !caller.superadmin &&
  grantFor(resource.access[operation], caller.audience) === 'none' &&
  dutySchools(resource, operation, caller).length > 0;

/** The schools of the caller's duties that a resource's operation grants (a headquarters duty: see the server). */
export const dutySchools = (resource: Resource, operation: Operation, caller: AccessCaller): number[] => {
  const granted = grantedDuties(resource.access[operation]);
  return (caller.duties ?? []).filter((held) => granted.includes(held.duty)).map((held) => held.school);
};

/**
 * How far an operation reaches for this caller: every row in reach, only their own rows, or
 * none. The one reading of a declaration's `access` that the server's policy enforces and the
 * screens show, so a screen never offers what the server refuses.
 */
export const grantOf = (resource: Resource, operation: Operation, caller: AccessCaller): 'all' | 'own' | 'none' => {
  // Written by the server only: no caller, however privileged, edits the audit trail.
  if (resource.serverWritten && operation !== 'list' && operation !== 'read') return 'none';
  if (caller.superadmin) return 'all';
  const byKind = grantFor(resource.access[operation], caller.audience);
  // A duty held somewhere grants the rows of its schools: `all` of what the server narrows to.
  const grant = byKind === 'none' && dutySchools(resource, operation, caller).length > 0 ? 'all' : byKind;
  const granted = grant === 'own' && !hasOwnership(resource) ? 'none' : grant;
  // A change or a delete reaches no row its caller cannot read: write reach is never wider than
  // read reach, whatever a declaration says (declarations are held to it by access.spec.ts too).
  if (operation !== 'update' && operation !== 'delete') return granted;
  return narrower(granted, grantOf(resource, 'read', caller));
};

const RANK = { none: 0, own: 1, all: 2 } as const;

/** The narrower of two reaches. */
const narrower = (a: 'all' | 'own' | 'none', b: 'all' | 'own' | 'none'): 'all' | 'own' | 'none' =>
  RANK[a] <= RANK[b] ? a : b;

/**
 * Whether a row granted `own` is the caller's. A field naming the caller (the `ownField`, a
 * teacher's `{ by }` path) is read from the row; a row that is own only through a path (a
 * guardian's student, a teacher's class's student) cannot be told from its fields, so it counts
 * as own only where reading it was granted `own` too: the server then showed it for that reason.
 */
const isOwn = (resource: Resource, caller: AccessCaller, row: Record<string, unknown>): boolean => {
  const owner = caller.audience === 'teacher' ? 'teacher' : 'family';
  const declared = ownPaths(resource, owner);
  // With no path of their own a teacher's rows are those naming them by the `ownField` (their user).
  const paths = declared.length === 0 && resource.ownField ? [{ by: resource.ownField }] : declared;
  const names = (name: string): boolean => {
    const value = row[name];
    if (value === undefined || value === null) return false;
    return parseReference(value, resource.fields[name]?.target ?? resource.name) === caller.id;
  };
  if (paths.some((path) => !('link' in path) && 'by' in path && names(path.by))) return true;
  const indirect = paths.some((path) => 'link' in path || 'field' in path);
  return indirect && grantOf(resource, 'read', caller) === 'own';
};

/**
 * Whether the caller may do `operation` on the resource, or on this row when one is given
 * (as the API answered it): the access policy, own rows, and `keepSelf`.
 */
export const permits = (
  resource: Resource,
  operation: Operation,
  caller: AccessCaller,
  row?: Record<string, unknown>,
): boolean => {
  const grant = grantOf(resource, operation, caller);
  if (grant === 'none') return false;
  if (row === undefined) return true;
  if (operation === 'delete' && resource.keepSelf && parseReference(row.id, resource.name) === caller.id) return false;
  return grant === 'all' || isOwn(resource, caller, row);
};
