import type { RequestContext } from '../../core/caller.ts';
import type { Db } from '../../db/database.ts';

/** One line of a report card's grades: a subject and the score shown for it. */
export interface GradeLine {
  subject: string;
  score: string;
}

/**
 * The grades each student gets on their report card for a grading term, by student id.
 *
 * The one place grades come from. Today no resource holds them: `academic_reports` is the report
 * types (paper, layout, font) and their static texts, with no score in it, so every student reads
 * an empty list and the card says that no grades were recorded. When the exams of issue 12 part 5
 * land (`exam_results`, scored per student and subject), this function reads them here, through
 * the caller's scoped repository: the results of the exams dated within the term, averaged per
 * subject, named by the subject's title. Nothing else in the report cards changes.
 */
export const reportCardGrades = async (
  _db: Db,
  _ctx: RequestContext,
  studentIds: readonly number[],
  _term: { id: number; startDate: string; endDate: string },
): Promise<Map<number, GradeLine[]>> => new Map(studentIds.map((id) => [id, []]));
