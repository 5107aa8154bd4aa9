/** Kinds of user: one menu set each. `superadmin` is a flag on any user and passes every check. */
export const audiences = ['headquarters', 'campus', 'school', 'teacher', 'parent', 'student'] as const;
export type Audience = (typeof audiences)[number];
export type Role = Audience | 'superadmin';

/**
 * Duties some staff of a school hold and others do not (the nurse, the counsellor): held through
 * a `staff_duties` row naming the user, the school and the duty.
 */
export const DUTIES = [
  'nurse',
  'counsellor',
  'guidance_lead',
  'librarian',
  'warden',
  'transport_escort',
  'health_designate',
] as const;
export type Duty = (typeof DUTIES)[number];

/** A duty one user holds at one school (a headquarters user's duty reaches every school of their group). */
export interface HeldDuty {
  duty: Duty;
  school: number;
}

/**
 * A grant names a kind of user; `parent:own` grants only the rows that are the caller's own
 * (the resource's `ownField` equals the caller's user id, or an `ownVia` path leads to them);
 * `teacher:own` the rows of the teacher's classes (`teacherVia`, else `ownField`).
 * `duty:nurse` grants the rows of the schools where the caller holds that duty, whatever their
 * kind (docs/security.md, "Duties").
 */
export type Grant = Audience | `${Audience}:own` | `duty:${Duty}`;

export type Operation = 'list' | 'read' | 'create' | 'update' | 'delete';
export type AccessPolicy = Record<Operation, readonly Grant[]>;

export const staff: readonly Audience[] = ['headquarters', 'campus', 'school'];
export const staffAndTeachers: readonly Audience[] = [...staff, 'teacher'];
export const everyone: readonly Audience[] = [...audiences];
export const superadminOnly: readonly Grant[] = [];
export const own = (...kinds: Audience[]): Grant[] => kinds.map((kind) => `${kind}:own` as const);

/**
 * Who reads a student and what hangs off them (guardians, attendances, documents, results):
 * staff, the teachers of the student's classes and lessons (`teacher:own`, the declaration's
 * `teacherVia` or the student it leads to), and the student's own family.
 */
export const familyReads: readonly Grant[] = [...staff, ...own('teacher', 'parent', 'student')];

/**
 * Who reads a school-wide record a family sees a part of (a lesson, a homework, an exam, a
 * course video): staff and every teacher of the school, and the family's own.
 */
export const schoolAndFamilyReads: readonly Grant[] = [...staffAndTeachers, ...own('parent', 'student')];

/**
 * Who reads a family's private records (fees, installments, payments, receipts, discounts): staff
 * and the family's own. A teacher's own classes do not open a family's money.
 */
export const staffAndFamilyReads: readonly Grant[] = [...staff, ...own('parent', 'student')];

/**
 * Who writes a student's record a teacher keeps (attendance, behaviour notes, community
 * service): staff, and a teacher for the students they teach only. Write reach is never wider
 * than read reach (`familyReads` gives teachers `teacher:own`).
 */
export const staffAndOwnTeachers: readonly Grant[] = [...staff, 'teacher:own'];

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

/** Grants to the holders of these duties: `duties('nurse')` is `['duty:nurse']`. */
export const duties = (...held: Duty[]): Grant[] => held.map((duty) => `duty:${duty}` as const);

/** The duties a grant list names. */
export const grantedDuties = (grants: readonly Grant[]): Duty[] =>
  DUTIES.filter((duty) => grants.includes(`duty:${duty}`));

/** Whether a grant list lets this kind of user in, and whether only to their own rows. */
export const grantFor = (grants: readonly Grant[], audience: Audience): 'all' | 'own' | 'none' => {
  if (grants.includes(audience)) return 'all';
  if (grants.includes(`${audience}:own`)) return 'own';
  return 'none';
};

/** The groups a school-wide row (a feed post) may be shown to; none chosen means all of them. */
export const AUDIENCE_GROUPS = ['staff', 'teachers', 'parents', 'students'] as const;
export type AudienceGroup = (typeof AUDIENCE_GROUPS)[number];

/** The audience group a kind of user belongs to. */
export const audienceGroupOf = (audience: Audience): AudienceGroup => {
  if (audience === 'teacher') return 'teachers';
  if (audience === 'parent') return 'parents';
  if (audience === 'student') return 'students';
  return 'staff';
};
