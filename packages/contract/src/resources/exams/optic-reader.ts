import type { OpticFieldCode } from './exam-lookups.resource.ts';
import { markAnswers, totalOf, type SubjectScore } from './exam-ranking.ts';

/** A field of the optic form as the reader needs it: what it holds and where. */
export interface OpticField {
  code: OpticFieldCode;
  subject: number | null;
  row: number;
  startColumn: number;
  length: number;
}

/** A subject of the exam's template: how its answers are marked. */
export interface OpticSubject {
  subject: number;
  questionCount: number;
  points: string;
  answerKey: string | null;
}

/** Something wrong with one record of the file: a catalogue key and its values. */
export interface OpticProblem {
  code: string;
  values?: Record<string, string>;
}

/** One student's record of the file, read and marked. */
export interface OpticRecord {
  /** The 1-based number of the record's first line in the file. */
  line: number;
  studentNumber: string;
  studentName: string;
  student: number | null;
  answers: Record<string, string>;
  scores: Record<string, SubjectScore>;
  totalScore: string;
  problems: OpticProblem[];
}

const ANSWER = /^[A-Ea-e *]*$/;

/**
 * Reads an optical reader's fixed-width text file through its form template: every
 * `linesPerRecord` non-empty lines are one student; each field is cut at its 1-based column of
 * its line. A record is marked against the template's answer keys, and every problem is listed
 * (a short line, an unknown or repeated student number, an answer that is not A to E, a subject
 * with no answer key), so the preview shows them all before anything is saved.
 */
export const readOpticFile = (
  text: string,
  linesPerRecord: number,
  fields: readonly OpticField[],
  subjects: readonly OpticSubject[],
  studentsByNumber: ReadonlyMap<string, number>,
): OpticRecord[] => {
  const lines = text
    .split(/\r?\n/)
    .map((content, index) => ({ content, number: index + 1 }))
    .filter((line) => line.content.trim() !== '');
  const records: OpticRecord[] = [];
  const seen = new Set<number>();
  for (let start = 0; start < lines.length; start += linesPerRecord) {
    const group = lines.slice(start, start + linesPerRecord);
    const problems: OpticProblem[] = [];
    const cut = (field: OpticField): string | undefined => {
      const line = group[field.row - 1]?.content;
      if (line === undefined || line.length < field.startColumn + field.length - 1) return undefined;
      return line.slice(field.startColumn - 1, field.startColumn - 1 + field.length);
    };
    let studentNumber = '';
    let studentName = '';
    const answers: Record<string, string> = {};
    let short = false;
    for (const field of fields) {
      const value = cut(field);
      if (value === undefined) short = true;
      if (field.code === 'studentNumber') studentNumber = (value ?? '').trim();
      else if (field.code === 'studentName') studentName = (value ?? '').trim();
      else if (field.code === 'answers' && field.subject !== null) answers[String(field.subject)] = value ?? '';
    }
    if (short) problems.push({ code: 'exams.optic_short_line' });
    const student = studentsByNumber.get(studentNumber) ?? null;
    if (studentNumber === '') problems.push({ code: 'exams.optic_no_number' });
    else if (student === null)
      problems.push({ code: 'exams.optic_unknown_student', values: { number: studentNumber } });
    else if (seen.has(student))
      problems.push({ code: 'exams.optic_repeated_student', values: { number: studentNumber } });
    if (student !== null) seen.add(student);
    const scores: Record<string, SubjectScore> = {};
    for (const subject of subjects) {
      const given = answers[String(subject.subject)] ?? '';
      if (!ANSWER.test(given)) problems.push({ code: 'exams.optic_bad_answer', values: { answers: given.trim() } });
      if (!subject.answerKey) {
        problems.push({ code: 'exams.optic_no_key' });
        continue;
      }
      scores[String(subject.subject)] = markAnswers(given, subject.answerKey, subject.questionCount, subject.points);
    }
    records.push({
      line: group[0]?.number ?? 0,
      studentNumber,
      studentName,
      student,
      answers,
      scores,
      totalScore: totalOf(Object.values(scores)),
      problems,
    });
  }
  return records;
};
