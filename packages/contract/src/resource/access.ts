/** Kinds of user: one menu set each. `superadmin` is a flag on any user and passes every check. */
export const audiences = ['headquarters', 'campus', 'school', 'teacher', 'parent', 'student'] as const;
export type Audience = (typeof audiences)[number];
export type Role = Audience | 'superadmin';

/**
 * A grant names a kind of user; `teacher:own` grants only the rows that are the caller's own
 * (the resource's `ownField` equals the caller's user id).
 */
export type Grant = Audience | `${Audience}:own`;

export type Operation = 'list' | 'read' | 'create' | 'update' | 'delete';
export type AccessPolicy = Record<Operation, readonly Grant[]>;

export const staff: readonly Audience[] = ['headquarters', 'campus', 'school'];
export const staffAndTeachers: readonly Audience[] = [...staff, 'teacher'];
export const everyone: readonly Audience[] = [...audiences];
export const superadminOnly: readonly Grant[] = [];
export const own = (...kinds: Audience[]): Grant[] => kinds.map((kind) => `${kind}:own` as const);

/** Shorthand: one list for reading (list and read), one for writing (create, update, delete). */
export const access = (read: readonly Grant[], write: readonly Grant[]): AccessPolicy => ({
  list: read,
  read,
  create: write,
  update: write,
  delete: write,
});

/** Reference data: read by every signed-in user, written by superadmins only. */
export const globalAccess = access(everyone, superadminOnly);

/** Whether a grant list lets this kind of user in, and whether only to their own rows. */
export const grantFor = (grants: readonly Grant[], audience: Audience): 'all' | 'own' | 'none' => {
  if (grants.includes(audience)) return 'all';
  if (grants.includes(`${audience}:own`)) return 'own';
  return 'none';
};
