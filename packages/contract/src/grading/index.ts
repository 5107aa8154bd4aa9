/**
 * The gradebook's arithmetic (issue 31; docs/gradebook.md): pure, exact, shared by the server and
 * the web, so a grade and its explanation are the same wherever they are computed.
 */
export * from './types.ts';
// The fraction helpers stay inside but for what a caller needs to read and write decimals.
export {
  compare as compareRational,
  div as divideRational,
  mul as multiplyRational,
  formatRational,
  isDecimal,
  parseDecimal,
  type DecimalInput,
  type Rational,
} from './rational.ts';
export * from './bands.ts';
export * from './course-grade.ts';
export { gradeOnScale, overrideNamesBand, readOverride } from './override.ts';
export * from './gpa.ts';
export * from './display.ts';
export * from './standard-scales.ts';
export * from './standards.ts';
