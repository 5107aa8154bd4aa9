/** The words of each rank, first to third, short on a button ("1st") and long for a screen reader ("First choice"). */
const RANK_WORDS = [
  { short: 'ui.electives.rank_1', long: 'ui.electives.rank_1_long' },
  { short: 'ui.electives.rank_2', long: 'ui.electives.rank_2_long' },
  { short: 'ui.electives.rank_3', long: 'ui.electives.rank_3_long' },
] as const;

/** A rank's words (1 is first); a rank beyond the list reads as its number. */
export const rankWords = (rank: number): { short: string; long: string } =>
  RANK_WORDS[rank - 1] ?? { short: String(rank), long: String(rank) };
