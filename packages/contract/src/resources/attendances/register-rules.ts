/**
 * Rules of the attendance register shared by the server (who may write) and the web (what the
 * screen offers), so the screen never offers a save the server would refuse.
 */

/** A grading term as far as the register needs it. */
export interface TermSpan {
  id: number;
  startDate: string | null;
  endDate: string | null;
}

/**
 * The grading term a day falls in. Between two terms (a holiday) the term that last started
 * still holds; before the first one, the first (the teacher's pop-up reads its class the same way).
 */
export const termOfDay = <T extends TermSpan>(terms: readonly T[], day: string): T | undefined => {
  const dated = terms.filter((term) => term.startDate);
  const inside = dated.find((term) => (term.startDate ?? '') <= day && day <= (term.endDate ?? '9999-12-31'));
  if (inside) return inside;
  const started = dated
    .filter((term) => (term.startDate ?? '') <= day)
    .sort((a, b) => (a.startDate ?? '').localeCompare(b.startDate ?? ''));
  return started.at(-1) ?? terms[0];
};

/** Who is asking, as far as the register's write rule needs it. */
export interface RegisterWriter {
  id: number;
  audience: string;
  superadmin: boolean;
}

/**
 * Who may write a lesson's register: staff (and superadmins) any day; the lesson's own teacher
 * on the lesson's day only (by the school's clock); nobody else.
 */
export const mayWriteRegister = (
  writer: RegisterWriter,
  lesson: { teacherId: number; scheduleDate: string },
  today: string,
): boolean => {
  if (writer.superadmin || ['headquarters', 'campus', 'school'].includes(writer.audience)) return true;
  return writer.audience === 'teacher' && lesson.teacherId === writer.id && lesson.scheduleDate === today;
};
