import type { Resource } from './define.ts';

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/**
 * How a record is named to a person: a person (a record with `name` and `lastName`) by full
 * name, "Deniz Öğrenci", never by e-mail or last name alone; anything else by its label field,
 * or its title or name where the label field is itself a reference. The server computes the
 * `refNames` of an answer with it and the screens title a record with it.
 */
export const displayName = (resource: Resource, record: Record<string, unknown>): string => {
  const first = text(record.name);
  const last = text(record.lastName);
  if (resource.fields.name && resource.fields.lastName && (first || last))
    return [first, last].filter(Boolean).join(' ');
  const kind = resource.fields[resource.labelField]?.kind;
  const usable = kind !== 'ref' && kind !== 'refId';
  return (usable ? text(record[resource.labelField]) : '') || text(record.title) || first || text(record.id);
};
