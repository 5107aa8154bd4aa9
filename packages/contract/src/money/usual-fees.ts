/** A fee line as a screen or a command carries it: a name and an exact amount (text, never a float). */
export interface FeeLine {
  feeName: string;
  feeAmount: string;
}

/**
 * The usual fees of a set of fee rows: each fee name once, with the amount of its latest row
 * (rows in the order they were given). The re-enrolment screen offers these as one-click fees,
 * and the rollover bills them to a grade's students: one rule, so both agree on what "usual" is.
 */
export const usualFees = (rows: readonly FeeLine[]): FeeLine[] => {
  const byName = new Map<string, string>();
  for (const row of rows) byName.set(row.feeName, row.feeAmount);
  return [...byName].map(([feeName, feeAmount]) => ({ feeName, feeAmount }));
};
