import type { TFunction } from 'i18next';
import type { SubmissionRecord } from '../../api/hand-in.ts';

/** Where a piece of work stands: not handed in, handed in on time, or handed in after its due date. */
export type HandInState = 'missing' | 'handed_in' | 'late';

export const handInState = (submission: SubmissionRecord | undefined): HandInState => {
  if (!submission?.submittedAt) return 'missing';
  return submission.late ? 'late' : 'handed_in';
};

/** The state in words, with the moment it was handed in as the reader writes dates. */
export const handInStateText = (
  t: TFunction,
  submission: SubmissionRecord | undefined,
  formatDate: (value: unknown) => string,
): string => {
  const state = handInState(submission);
  if (state === 'missing') return t('ui.hand_in.state_missing');
  const date = formatDate(submission?.submittedAt);
  return state === 'late' ? t('ui.hand_in.state_late', { date }) : t('ui.hand_in.state_handed_in', { date });
};

/** The chip's colour repeats what its words say: never the only sign. */
export const stateColour = (state: HandInState): 'default' | 'success' | 'warning' =>
  state === 'missing' ? 'default' : state === 'late' ? 'warning' : 'success';
