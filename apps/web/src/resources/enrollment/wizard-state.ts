import type { EnrollBody } from '../../api/enrollment.ts';

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
export type GuardianField = (typeof GUARDIAN_FIELDS)[number];

export interface GuardianDraft {
  mode: 'new' | 'existing';
  guardianId: string;
  values: Record<GuardianField, string>;
}

export interface FeeDraft {
  feeName: string;
  feeAmount: string;
}

export interface WizardState {
  student: Record<StudentField, string>;
  guardians: GuardianDraft[];
  gradeLevel: string;
  courseId: string;
  enrollmentDate: string;
  fees: FeeDraft[];
  discounts: number[];
  scholarships: number[];
  freeDiscount: string;
  plan: { enabled: boolean; total: string; downPayment: string; count: string; firstDate: string };
  agreement: string;
  signatureDate: string;
}

const blank = <K extends string>(keys: readonly K[]): Record<K, string> =>
  Object.fromEntries(keys.map((key) => [key, ''])) as Record<K, string>;

export const newGuardian = (): GuardianDraft => ({ mode: 'new', guardianId: '', values: blank(GUARDIAN_FIELDS) });

export const initialState = (today: string): WizardState => ({
  student: blank(STUDENT_FIELDS),
  guardians: [newGuardian()],
  gradeLevel: '',
  courseId: '',
  enrollmentDate: today,
  fees: [{ feeName: '', feeAmount: '' }],
  discounts: [],
  scholarships: [],
  freeDiscount: '',
  plan: { enabled: true, total: '', downPayment: '0', count: '2', firstDate: today },
  agreement: '',
  signatureDate: today,
});

/** Only what was filled in: a blank optional field is left out, a blank required one is named by the server. */
const filled = (values: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));

const idOrUndefined = (value: string): number | undefined => (value ? Number(value) : undefined);

/** The discounts step's entries in the order the body lists them: discounts, scholarships, the free discount. */
export const discountEntries = (state: WizardState): EnrollBody['discounts'] => [
  ...state.discounts.map((discount) => ({ discount })),
  ...state.scholarships.map((scholarship) => ({ scholarship })),
  ...(state.freeDiscount.trim() ? [{ discountType: 'free' as const, discountAmount: state.freeDiscount.trim() }] : []),
];

/** The wizard's answers as `POST /api/enrollments/enroll` takes them. */
export const toBody = (state: WizardState): EnrollBody => ({
  student: filled(state.student),
  guardians: state.guardians.map((guardian) =>
    guardian.mode === 'existing' ? { guardianId: Number(guardian.guardianId) || 0 } : filled(guardian.values),
  ),
  gradeLevel: idOrUndefined(state.gradeLevel),
  courseId: idOrUndefined(state.courseId) ?? null,
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
  if (['gradeLevel', 'courseId', 'enrollmentDate'].includes(head)) return 'placement';
  if (head === 'fees') return 'fees';
  if (head === 'discounts') return 'discounts';
  if (head === 'plan') return 'plan';
  if (head === 'agreement') return 'agreement';
  return 'review';
};

/** The first step (in wizard order) with a refused field, to go back to after a failed save. */
export const firstStepWithError = (paths: readonly string[]): Step | undefined =>
  STEPS.find((step) => paths.some((path) => stepOfPath(path) === step));
