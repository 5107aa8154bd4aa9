/** The retention rules in the reader's words, for the destruction log and the data inventory. */
import type { TFunction } from 'i18next';

/** The inventory's events (contract `RetentionStart`) in words. */
const FROM: Record<string, string> = {
  creation: 'ui.retention.from_creation',
  'season-end': 'ui.retention.from_season_end',
  'student-leaving': 'ui.retention.from_student_leaving',
  'last-update': 'ui.retention.from_last_update',
};

const UNITS: Record<string, 'year' | 'month' | 'day'> = { Y: 'year', M: 'month', D: 'day' };

/**
 * The inventory's ISO 8601 period (`P10Y`, `P6M`, `P30D`) in the reader's words ("10 years",
 * "10 yıl"): Intl writes the unit with the language's own plural. Anything else is shown as written.
 */
const periodText = (period: string, language: string): string => {
  const match = /^P(\d+)([YMD])$/.exec(period);
  const unit = match ? UNITS[match[2] ?? ''] : undefined;
  if (!match || !unit) return period;
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(Number(match[1]));
};

/** "10 years from the student's leaving": a rule in the reader's words. */
export const ruleText = (t: TFunction, language: string, retention: string, from: string): string =>
  t('ui.retention.rule_text', {
    period: periodText(retention, language),
    from: FROM[from] ? t(FROM[from]) : from,
  });

const METHODS: Record<string, string> = {
  destroy: 'ui.retention.destroy',
  anonymise: 'ui.retention.anonymise',
  held: 'ui.retention.held_method',
  refused: 'ui.retention.refused',
};

export const methodText = (t: TFunction, method: string): string => t(METHODS[method] ?? method);
