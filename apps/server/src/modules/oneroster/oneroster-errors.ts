import type { Problem } from '../../core/problem.ts';
import { problemDetail } from '../../core/problem-text.ts';

/**
 * The binding's error payload (imsx_StatusInfo): what a OneRoster client reads on a 4xx, with the
 * code minor naming the reason (`invalid_filter_field`, `unknownobject`, ...).
 */
export interface ImsxStatus {
  imsx_codeMajor: 'failure';
  imsx_severity: 'error';
  imsx_description: string;
  imsx_CodeMinor: { imsx_codeMinorField: { imsx_codeMinorFieldName: string; imsx_codeMinorFieldValue: string }[] };
}

export type CodeMinor =
  | 'invalid_filter_field'
  | 'invalid_selection_field'
  | 'invalid_sort_field'
  | 'invaliddata'
  | 'unauthorisedrequest'
  | 'forbidden'
  | 'unknownobject';

const imsx = (codeMinor: CodeMinor, description: string): ImsxStatus => ({
  imsx_codeMajor: 'failure',
  imsx_severity: 'error',
  imsx_description: description,
  imsx_CodeMinor: {
    imsx_codeMinorField: [{ imsx_codeMinorFieldName: 'TargetEndSystem', imsx_codeMinorFieldValue: codeMinor }],
  },
});

type RefusalStatus = 400 | 401 | 403 | 404 | 409;

/** A request the binding refuses: its status and payload, thrown by the parsing and answered by the action. */
export class OneRosterRefusal extends Error {
  constructor(
    readonly status: RefusalStatus,
    readonly payload: ImsxStatus,
  ) {
    super(payload.imsx_description);
  }
}

export const refuse = (status: RefusalStatus, codeMinor: CodeMinor, description: string): OneRosterRefusal =>
  new OneRosterRefusal(status, imsx(codeMinor, description));

/**
 * The gradebook's own refusal of a write (a Kampus problem: a score above the maximum, a category
 * not of the course's policy, an exam's work) in the binding's words, its detail in English: a
 * field it refuses is 400 `invaliddata`, a conflict 409, a record out of reach 404. Null for a
 * status that is no client's doing (the caller lets it through as the server error it is).
 */
export const refusalOfProblem = (problem: Problem): OneRosterRefusal | null => {
  const description = problemDetail('en', problem);
  if (problem.status === 400 || problem.status === 422) return refuse(400, 'invaliddata', description);
  if (problem.status === 409) return refuse(409, 'invaliddata', description);
  if (problem.status === 403) return refuse(403, 'forbidden', description);
  if (problem.status === 404) return refuse(404, 'unknownobject', description);
  return null;
};
