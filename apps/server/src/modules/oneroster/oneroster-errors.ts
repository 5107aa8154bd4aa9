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

/** A request the binding refuses: its status and payload, thrown by the parsing and answered by the action. */
export class OneRosterRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404,
    readonly payload: ImsxStatus,
  ) {
    super(payload.imsx_description);
  }
}

export const refuse = (status: 400 | 401 | 403 | 404, codeMinor: CodeMinor, description: string): OneRosterRefusal =>
  new OneRosterRefusal(status, imsx(codeMinor, description));
