import { describe, expect, it } from 'vitest';
import { markAnswers, rankByTotal, toHundredths, totalOf } from './exam-ranking.ts';
import { readOpticFile, type OpticField } from './optic-reader.ts';

const fields: OpticField[] = [
  { code: 'studentNumber', subject: null, row: 1, startColumn: 1, length: 4 },
  { code: 'studentName', subject: null, row: 1, startColumn: 5, length: 6 },
  { code: 'answers', subject: 7, row: 2, startColumn: 1, length: 4 },
];
const subjects = [{ subject: 7, questionCount: 4, points: '10', answerKey: 'ABCD' }];
const students = new Map([
  ['0001', 11],
  ['0002', 12],
]);

describe('markAnswers', () => {
  it('counts right, wrong and blank answers and scores the right ones in hundredths', () => {
    expect(markAnswers('AB*x', 'ABCD', 4, '10')).toEqual({ score: '5.00', correct: 2, wrong: 1, blank: 1 });
    expect(markAnswers('abc', 'ABCD', 4, '10.00')).toEqual({ score: '7.50', correct: 3, wrong: 0, blank: 1 });
    expect(markAnswers('A', 'ABC', 3, '10')).toMatchObject({ score: '3.33' });
  });
});

describe('totals and ranks', () => {
  it('adds scores without binary floats and ranks equal totals alike', () => {
    expect(
      totalOf([
        { score: '0.10', correct: null, wrong: null, blank: null },
        { score: '0.20', correct: null, wrong: null, blank: null },
      ]),
    ).toBe('0.30');
    expect(toHundredths('12.5')).toBe(1250);
    expect(toHundredths('1e3')).toBeUndefined();
    const rows = [{ totalScore: '80.00' }, { totalScore: '95.50' }, { totalScore: '80.00' }, { totalScore: '10.00' }];
    const ranks = rankByTotal(rows);
    expect(rows.map((row) => ranks.get(row))).toEqual([2, 1, 2, 4]);
  });
});

describe('readOpticFile', () => {
  it('reads two-line records through the form and marks them', () => {
    const text = '0001Deniz \nABCD\n\n0002Ege   \nAB  \n';
    const records = readOpticFile(text, 2, fields, subjects, students);
    expect(records.map((record) => [record.line, record.student, record.studentName, record.totalScore])).toEqual([
      [1, 11, 'Deniz', '10.00'],
      [4, 12, 'Ege', '5.00'],
    ]);
    expect(records.every((record) => record.problems.length === 0)).toBe(true);
  });

  it('lists every problem of a record: unknown or repeated number, short line, bad answer, no key', () => {
    const text = ['9999Nobody', 'ABCD', '0001Deniz ', 'AB', '0001Deniz ', 'AB?D'].join('\n');
    const codes = readOpticFile(text, 2, fields, subjects, students).map((record) =>
      record.problems.map((problem) => problem.code),
    );
    expect(codes).toEqual([
      ['exams.optic_unknown_student'],
      ['exams.optic_short_line'],
      ['exams.optic_repeated_student', 'exams.optic_bad_answer'],
    ]);
    const keyless = readOpticFile('0001Deniz \nABCD', 2, fields, [{ ...subjects[0]!, answerKey: null }], students);
    expect(keyless[0]?.problems.map((problem) => problem.code)).toEqual(['exams.optic_no_key']);
  });
});
