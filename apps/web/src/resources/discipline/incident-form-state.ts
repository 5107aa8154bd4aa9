import type { RecordIncidentBody } from '../../api/discipline.ts';

type Part = RecordIncidentBody['students'][number];
type FirstAction = NonNullable<Part['actions']>[number];

/** One action of the form as typed: every value a string until it is sent. */
export interface ActionDraft {
  actionKind: FirstAction['actionKind'];
  startDate: string;
  endDate: string;
  followUp: string;
}

/** One student of the form as typed. */
export interface StudentDraft {
  /** A stable key for React: rows are added and removed. */
  key: number;
  studentId: number | null;
  role: Part['role'];
  points: string;
  notifyParents: boolean;
  actions: ActionDraft[];
}

export interface IncidentDraft {
  code: number | null;
  occurredAt: string;
  place: string;
  description: string;
  descriptionInternal: boolean;
  students: StudentDraft[];
}

const optional = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

/**
 * The body the record action takes, from what was typed: empty texts left out, and for a
 * teacher (`decides` false) no points, actions or notice, which only staff decide.
 */
export const incidentBody = (draft: IncidentDraft, decides: boolean): RecordIncidentBody => ({
  occurredAt: draft.occurredAt,
  code: draft.code ?? 0,
  ...(optional(draft.place) === undefined ? {} : { place: draft.place.trim() }),
  ...(optional(draft.description) === undefined ? {} : { description: draft.description.trim() }),
  ...(decides ? { descriptionInternal: draft.descriptionInternal } : {}),
  students: draft.students.map((part) => ({
    studentId: part.studentId ?? 0,
    role: part.role,
    ...(decides && part.points.trim() !== '' ? { points: Number(part.points) } : {}),
    ...(decides ? { notifyParents: part.notifyParents } : {}),
    ...(decides && part.actions.length > 0
      ? {
          actions: part.actions.map((action) => ({
            actionKind: action.actionKind,
            ...(optional(action.startDate) === undefined ? {} : { startDate: action.startDate }),
            ...(optional(action.endDate) === undefined ? {} : { endDate: action.endDate }),
            ...(optional(action.followUp) === undefined ? {} : { followUp: action.followUp.trim() }),
          })),
        }
      : {}),
  })),
});
