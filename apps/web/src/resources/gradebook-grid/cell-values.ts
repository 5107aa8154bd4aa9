import type { ScoreEntry } from '../../api/gradebook-grid.ts';

/** The codes a teacher types for excused and missing work, in the reader's language. */
export interface StatusCodes {
  excused: string;
  missing: string;
}

/** Points as the server takes them: digits, at most two decimals (a comma read as the point). */
const POINTS = /^\d{1,5}([.,]\d{1,2})?$/;

/**
 * What a typed cell means: an exact decimal string (never a float: "2.675" stays as typed), a
 * status code, nothing (cleared), or `invalid` (kept as typed and shown as an error, never sent).
 */
export const parseEntry = (
  typed: string,
  codes: StatusCodes,
  comment: string | null,
): ScoreEntry | null | 'invalid' => {
  const value = typed.trim();
  if (value === '') return null;
  const upper = value.toLocaleUpperCase();
  if (upper === codes.excused.toLocaleUpperCase()) return { scoreStatus: 'excused', points: null, comment };
  if (upper === codes.missing.toLocaleUpperCase()) return { scoreStatus: 'missing', points: null, comment };
  if (!POINTS.test(value)) return 'invalid';
  return { scoreStatus: 'scored', points: value.replace(',', '.'), comment };
};

/** "9.50" shown as "9.5", "8.00" as "8": trailing zeros cut as text, never through a float. */
export const shortPoints = (points: string): string =>
  points.includes('.') ? points.replace(/0+$/, '').replace(/\.$/, '') : points;

/** What a stored score shows in its cell. */
export const cellText = (score: { scoreStatus: string; points: string | null } | undefined, codes: StatusCodes) => {
  if (!score) return '';
  if (score.scoreStatus === 'excused') return codes.excused;
  if (score.scoreStatus === 'missing') return codes.missing;
  return score.points === null ? '' : shortPoints(score.points);
};

/** A block copied from a spreadsheet: rows by line, cells by tab; the last empty line dropped. */
export const parseClipboard = (text: string): string[][] => {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return lines.map((line) => line.split('\t'));
};

export type Move = 'up' | 'down' | 'left' | 'right';

/**
 * The cell a key moves to, kept inside the grid. In a right-to-left language the columns run
 * from the right, so the arrow pointing left goes to the next column (as the eye reads it).
 */
export const moveFocus = (
  at: { row: number; col: number },
  move: Move,
  size: { rows: number; cols: number },
  rtl: boolean,
): { row: number; col: number } => {
  const forward = (move === 'right') !== rtl;
  const row = move === 'up' ? Math.max(0, at.row - 1) : move === 'down' ? Math.min(size.rows - 1, at.row + 1) : at.row;
  const col =
    move === 'left' || move === 'right' ? Math.min(size.cols - 1, Math.max(0, at.col + (forward ? 1 : -1))) : at.col;
  return { row, col };
};

/** The arrow keys as moves on the screen. */
export const ARROWS: Readonly<Record<string, Move>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};
