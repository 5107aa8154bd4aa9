import { formatValue, translate, type Language, type ValueFormat } from '@kampus/contract';
import type { Problem } from './problem.ts';

/** A message's values, each translated when it is a catalogue key (a field's label names the limit). */
export const translatedValues = (
  language: Language,
  values: Record<string, string> = {},
  formats: Record<string, ValueFormat> = {},
): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const format = formats[name];
      return [name, format ? formatValue(language, value, format) : translate(language, value)];
    }),
  );

/**
 * What a problem says, in words: each violation as `field: message` on its own line, else the
 * detail. The problem+json answer and a standard's own error payload (OneRoster's imsx) say the same.
 */
export const problemDetail = (language: Language, problem: Problem): string =>
  problem.violations && problem.violations.length > 0
    ? problem.violations
        .map(
          (v) =>
            `${v.propertyPath ? `${v.propertyPath}: ` : ''}${translate(language, v.message, translatedValues(language, v.values, v.formats))}`,
        )
        .join('\n')
    : translate(language, problem.detailKey, translatedValues(language, problem.values, problem.formats));
