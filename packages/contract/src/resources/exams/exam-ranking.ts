/**
 * Scores and ranks of an exam, pure so the server computes them and a test can check them:
 * a subject's score from its answers against the key, a student's total, and competition ranks
 * ("1, 2, 2, 4": equal totals share a rank, the next rank skips) per class and over the exam.
 */

export interface SubjectScore {
  score: string;
  correct: number | null;
  wrong: number | null;
  blank: number | null;
}

/** Two decimals as a string, from hundredths, so no binary float reaches a stored score. */
const hundredthsToString = (hundredths: number): string => {
  const sign = hundredths < 0 ? '-' : '';
  const value = Math.abs(hundredths);
  return `${sign}${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
};

/** "12.5" or "12.50" to 1250; undefined for anything that is not a plain decimal of two places at most. */
export const toHundredths = (value: string): number | undefined => {
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
};

/**
 * A subject marked against its key: each question is worth `points / questionCount`; a blank (a
 * space or `*` in the file) is neither right nor wrong. The score is rounded to hundredths.
 */
export const markAnswers = (
  answers: string,
  answerKey: string,
  questionCount: number,
  points: string,
): SubjectScore => {
  let correct = 0;
  let wrong = 0;
  let blank = 0;
  for (let index = 0; index < questionCount; index += 1) {
    const given = (answers[index] ?? ' ').toUpperCase();
    if (given === ' ' || given === '*') blank += 1;
    else if (given === (answerKey[index] ?? '').toUpperCase()) correct += 1;
    else wrong += 1;
  }
  const total = toHundredths(points) ?? 0;
  return { score: hundredthsToString(Math.round((total * correct) / questionCount)), correct, wrong, blank };
};

/** The sum of subject scores, as a two-decimal string. */
export const totalOf = (scores: readonly SubjectScore[]): string =>
  hundredthsToString(scores.reduce((sum, entry) => sum + (toHundredths(entry.score) ?? 0), 0));

/** Competition ranks by total, highest first: equal totals share the rank. */
export const rankByTotal = <T extends { totalScore: string }>(rows: readonly T[]): Map<T, number> => {
  const sorted = [...rows].sort((a, b) => (toHundredths(b.totalScore) ?? 0) - (toHundredths(a.totalScore) ?? 0));
  const ranks = new Map<T, number>();
  sorted.forEach((row, index) => {
    const previous = sorted[index - 1];
    const same = previous !== undefined && previous.totalScore === row.totalScore;
    ranks.set(row, same ? (ranks.get(previous) ?? index + 1) : index + 1);
  });
  return ranks;
};
