import { isRightToLeft, type Language } from '../constants.ts';
import { readableDate } from '../i18n/format-value.ts';
import type { Resource } from './define.ts';
import { namedTarget } from './fields.ts';

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** The names an answer carries for a record's references (`refNames`), if any. */
const refNamesOf = (record: Record<string, unknown>): Record<string, unknown> => {
  const names = record.refNames;
  return typeof names === 'object' && names !== null && !Array.isArray(names) ? (names as Record<string, unknown>) : {};
};

/**
 * One part of a compound label (`labelFields`): a reference by the name its answer carries
 * (`refNames`), a date as the reader writes it (ISO without a language), anything else as it is.
 */
const labelPart = (
  resource: Resource,
  record: Record<string, unknown>,
  name: string,
  language: Language | undefined,
): string => {
  const field = resource.fields[name];
  if (field && namedTarget(field) !== undefined) return text(refNamesOf(record)[name]);
  return readable(field?.kind, text(record[name]), language);
};

/**
 * A right-to-left date kept whole inside a label that may read left to right ("Deniz Öğrenci ·
 * 06/11/2026"): its own direction, between first-strong isolate and pop marks (U+2068, U+2069).
 * Without them a walk read "062026/11/" in Arabic; a left-to-right language needs none.
 */
const isolatedIn = (language: Language, text: string): string =>
  isRightToLeft(language) ? `\u2068${text}\u2069` : text;

/**
 * A date or a school's wall-clock moment (`2026-11-30 09:40:00`, a nurse visit) as the reader
 * writes it ("Nov 30, 2026 09:40"), never ISO digits; anything else, or without a language, as it is.
 */
const readable = (kind: string | undefined, value: string, language: Language | undefined): string => {
  if (language === undefined || value === '') return value;
  if (kind === 'date') return isolatedIn(language, readableDate(language, value));
  // A wall-clock time only: an instant (`…Z`, `…+03:00`) is the reader's clock's to say, not ours.
  const moment = kind === 'dateTime' ? /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2}(\.\d+)?)?$/.exec(value) : null;
  return moment ? isolatedIn(language, `${readableDate(language, moment[1] ?? '')} ${moment[2] ?? ''}`) : value;
};

/**
 * How a record is named to a person: a person (a record with `name` and `lastName`) by full
 * name, "Deniz Öğrenci", never by e-mail or last name alone; a record declaring `labelFields` by
 * those, joined ("Deniz Öğrenci · Nov 12, 2026": a referral, its dates in `language`); anything
 * else by its label field, or its title or name where the label field is itself a reference. The
 * server computes the `refNames` of an answer with it and the screens title a record with it.
 */
export const displayName = (resource: Resource, record: Record<string, unknown>, language?: Language): string => {
  const first = text(record.name);
  const last = text(record.lastName);
  if (resource.fields.name && resource.fields.lastName && (first || last))
    return [first, last].filter(Boolean).join(' ');
  if (resource.labelFields) {
    const parts = resource.labelFields.map((name) => labelPart(resource, record, name, language)).filter(Boolean);
    if (parts.length > 0) return parts.join(' · ');
  }
  const kind = resource.fields[resource.labelField]?.kind;
  const usable = kind !== 'ref' && kind !== 'refId';
  const label = usable ? readable(kind, text(record[resource.labelField]), language) : '';
  return label || text(record.title) || first || text(record.id);
};
