import type { EnrollBody, GuardianMatch, GuardianMatches } from '../../api/enrollment.ts';

/** The wizard's steps, in order; the last one reviews and saves. */
export const STEPS = ['student', 'guardians', 'placement', 'fees', 'discounts', 'plan', 'agreement', 'review'] as const;
export type Step = (typeof STEPS)[number];

export const STUDENT_FIELDS = [
  'name',
  'lastName',
  'studentNumber',
  'nationalId',
  'gender',
  'birthDate',
  'email',
  'phone',
] as const;
export type StudentField = (typeof STUDENT_FIELDS)[number];

export const GUARDIAN_FIELDS = ['relation', 'name', 'lastName', 'phone', 'email'] as const;
type GuardianField = (typeof GUARDIAN_FIELDS)[number];

export interface GuardianDraft {
  mode: 'new' | 'existing';
  guardianId: string;
  /** The existing guardian as the search found them (name, address, children), for the review. */
  found: GuardianMatch | null;
  values: Record<GuardianField, string>;
  /** "Create an account and send an invitation": null follows the default (on when there is an e-mail). */
  account: boolean | null;
  /** The invitation's language; empty is the school's. */
  language: string;
}

/** The school's sibling discount as the guardian search answers it. */
export type SiblingDiscount = NonNullable<GuardianMatches['siblingDiscount']>;

export interface FeeDraft {
  feeName: string;
  feeAmount: string;
}

export interface WizardState {
  student: Record<StudentField, string>;
  guardians: GuardianDraft[];
  gradeLevel: string;
  classId: string;
  courseId: string;
  enrollmentDate: string;
  fees: FeeDraft[];
  discounts: number[];
  scholarships: number[];
  freeDiscount: string;
  /** Suggested when a chosen guardian already has children at the school. */
  sibling: SiblingDiscount | null;
  plan: { enabled: boolean; total: string; downPayment: string; count: string; firstDate: string };
  agreement: string;
  signatureDate: string;
}

const blank = <K extends string>(keys: readonly K[]): Record<K, string> =>
  Object.fromEntries(keys.map((key) => [key, ''])) as Record<K, string>;

export const newGuardian = (): GuardianDraft => ({
  mode: 'new',
  guardianId: '',
  found: null,
  values: blank(GUARDIAN_FIELDS),
  account: null,
  language: '',
});

/** The guardian's e-mail: typed, or the found guardian's. */
export const guardianEmail = (draft: GuardianDraft): string =>
  (draft.mode === 'existing' ? (draft.found?.email ?? '') : draft.values.email).trim();

/**
 * Whether the guardian will be given an account and invited: asked for (checked by default when
 * there is an address), and not already theirs.
 */
export const willInvite = (draft: GuardianDraft): boolean => {
  if (draft.mode === 'existing' && (draft.found === null || draft.found.hasAccount)) return false;
  const email = guardianEmail(draft);
  return email !== '' && (draft.account ?? true);
};

export const initialState = (today: string): WizardState => ({
  student: blank(STUDENT_FIELDS),
  guardians: [newGuardian()],
  gradeLevel: '',
  classId: '',
  courseId: '',
  enrollmentDate: today,
  fees: [{ feeName: '', feeAmount: '' }],
  discounts: [],
  scholarships: [],
  freeDiscount: '',
  sibling: null,
  plan: { enabled: true, total: '', downPayment: '0', count: '2', firstDate: today },
  agreement: '',
  signatureDate: today,
});

/** Only what was filled in: a blank optional field is left out, a blank required one is named by the server. */
const filled = (values: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));

const idOrUndefined = (value: string): number | undefined => (value ? Number(value) : undefined);

const guardianBody = (draft: GuardianDraft): Record<string, string | number | boolean> => {
  const offer = {
    ...(willInvite(draft) ? { account: true } : {}),
    ...(willInvite(draft) && draft.language ? { language: draft.language } : {}),
  };
  return draft.mode === 'existing'
    ? { guardianId: Number(draft.guardianId) || 0, ...offer }
    : { ...filled(draft.values), ...offer };
};

/** The discounts step's entries in the order the body lists them: discounts, scholarships, the free discount. */
const discountEntries = (state: WizardState): EnrollBody['discounts'] => [
  ...state.discounts.map((discount) => ({ discount })),
  ...state.scholarships.map((scholarship) => ({ scholarship })),
  ...(state.freeDiscount.trim() ? [{ discountType: 'free' as const, discountAmount: state.freeDiscount.trim() }] : []),
];

/** The wizard's answers as `POST /api/enrollments/enroll` takes them. */
export const toBody = (state: WizardState): EnrollBody => ({
  student: filled(state.student),
  guardians: state.guardians.map(guardianBody),
  gradeLevel: idOrUndefined(state.gradeLevel),
  courseId: idOrUndefined(state.courseId) ?? null,
  classId: idOrUndefined(state.classId) ?? null,
  enrollmentDate: state.enrollmentDate,
  fees: state.fees
    .filter((fee) => fee.feeName.trim() || fee.feeAmount.trim())
    .map((fee) => ({ feeName: fee.feeName.trim(), feeAmount: fee.feeAmount.trim() })),
  discounts: discountEntries(state),
  plan: state.plan.enabled
    ? {
        downPayment: state.plan.downPayment.trim() || '0',
        count: Number(state.plan.count),
        firstDate: state.plan.firstDate,
        ...(state.plan.total.trim() ? { total: state.plan.total.trim() } : {}),
      }
    : null,
  agreement: state.agreement
    ? { agreement: Number(state.agreement), signatureDate: state.signatureDate || undefined }
    : null,
});

/** The step a refused field belongs to (`student.name` → student, `plan.count` → plan); the review for anything else. */
export const stepOfPath = (path: string): Step => {
  const head = path.split(/[.[]/)[0] ?? '';
  if (head === 'student') return 'student';
  if (head === 'guardians') return 'guardians';
  if (['gradeLevel', 'classId', 'courseId', 'enrollmentDate'].includes(head)) return 'placement';
  if (head === 'fees') return 'fees';
  if (head === 'discounts') return 'discounts';
  if (head === 'plan') return 'plan';
  if (head === 'agreement') return 'agreement';
  return 'review';
};

/** The first step (in wizard order) with a refused field, to go back to after a failed save. */
export const firstStepWithError = (paths: readonly string[]): Step | undefined =>
  STEPS.find((step) => paths.some((path) => stepOfPath(path) === step));
