/** What a spreadsheet program reads as the start of a formula (OWASP, "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A signed number as lists and reports show it: digits, separators and a currency sign, nothing a
 * formula needs (no letters, brackets or operators past the sign, and no space between digits, which
 * a spreadsheet reads as its intersection operator: "+90 555 000 11 22" would show as an error, so a
 * phone number is written as text). Such a cell stays as is, so
 * negative amounts such as "-12.50" or "-₺1,250.50" remain numbers in the spreadsheet.
 */
const SIGNED_NUMBER = /^[-+][\p{Sc}\s]*\d[\d.,']*[\p{Sc}\s]*$/u;

/**
 * A cell a spreadsheet would run as a formula (user data such as `=HYPERLINK(...)`), written as
 * text with a single quote before it; every export of the web app and the server writes cells
 * through this one rule.
 */
export const escapeFormula = (cell: string): string =>
  FORMULA_START.test(cell) && !SIGNED_NUMBER.test(cell) ? `'${cell}` : cell;
