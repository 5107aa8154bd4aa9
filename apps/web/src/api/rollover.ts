import type {
  ActionOutput,
  RolloverOutcome,
  rolloverPreviewAction,
  rolloverRunAction,
  rolloverStateAction,
  rolloverUndoAction,
} from '@kampus/contract/action';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { useSession } from './use-session.ts';

export type RolloverState = ActionOutput<typeof rolloverStateAction>;
export type RolloverPreview = ActionOutput<typeof rolloverPreviewAction>;
export type RolloverDone = ActionOutput<typeof rolloverRunAction>;
export type RolloverUndone = ActionOutput<typeof rolloverUndoAction>;

/** The wizard's choices, as the preview and the run take them. */
export interface RolloverChoices {
  toSeason: number;
  decisions: { studentId: number; outcome: RolloverOutcome }[];
  carryClasses: boolean;
  carryTeachers: boolean;
  billFees: boolean;
}

const pathOf = (schoolId: number | null) => `/api/schools/${schoolId ?? 0}/rollover`;

/** Every list a rollover or its undo changes. */
const CHANGED = [
  'rollover',
  'enrollments',
  'classes',
  'class_students',
  'courses',
  'grading_terms',
  'fee_settings',
  'schedules',
  'student_fees',
  'student_discounts',
];

const useRefresh = () => {
  const client = useQueryClient();
  return () => Promise.all(CHANGED.map((name) => client.invalidateQueries({ queryKey: [name] })));
};

/** GET /api/schools/{id}/rollover: the running season, the seasons to roll into, the last rollover. */
export const useRolloverState = () => {
  const { schoolId, language } = useSession();
  return useQuery({
    queryKey: ['rollover', 'state', schoolId, language],
    queryFn: ({ signal }) => request<RolloverState>(pathOf(schoolId), { signal }),
    enabled: schoolId !== null,
  });
};

/** POST …/rollover/preview: what the run would do with these choices; nothing is written. */
export const useRolloverPreview = () => {
  const { schoolId } = useSession();
  return useMutation({
    mutationFn: (choices: RolloverChoices) =>
      request<RolloverPreview>(`${pathOf(schoolId)}/preview`, { method: 'POST', body: choices }),
  });
};

/** POST …/rollover with the wizard's intent key: a double click rolls over once. */
export const useRunRollover = () => {
  const { schoolId } = useSession();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ key, ...choices }: RolloverChoices & { key: string }) =>
      request<RolloverDone>(pathOf(schoolId), { method: 'POST', body: choices, headers: { 'Idempotency-Key': key } }),
    onSuccess: refresh,
  });
};

/** POST …/rollover/undo: removes what the last rollover created, while nothing was recorded in its season. */
export const useUndoRollover = () => {
  const { schoolId } = useSession();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (key: string) =>
      request<RolloverUndone>(`${pathOf(schoolId)}/undo`, {
        method: 'POST',
        body: {},
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: refresh,
  });
};
