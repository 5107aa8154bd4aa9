import type { Language } from '@kampus/contract/constants';
import { builtInLabel } from '@kampus/contract/i18n/built-in-values';
import type { Resource } from '@kampus/contract/resource';
import { getResource } from '@kampus/contract/resources';
import type { TFunction } from 'i18next';
import { humanize } from '../../i18n/format.ts';

export const resourceTitle = (t: TFunction, resource: Resource): string =>
  t(resource.label, { defaultValue: humanize(resource.name) });

export const fieldLabel = (t: TFunction, resource: Resource, name: string): string => {
  const field = resource.fields[name];
  return t(field?.label ?? `fields.${name}`, { defaultValue: humanize(name) });
};

/**
 * How a referenced record is named: its resource's label field, else its id; a built-in value
 * (a seeded user type, term, grade level) in the reader's language.
 */
export const recordLabel = (
  target: string,
  record: Record<string, unknown> | undefined,
  language: Language = 'en',
): string => {
  if (!record) return '';
  const resource = getResource(target);
  const labelField = resource?.labelField ?? 'id';
  // A default label field that is itself a reference (`school`) names nothing useful: prefer a title.
  const kind = resource?.fields[labelField]?.kind;
  const usable = kind !== 'ref' && kind !== 'refId';
  const present = (name: string): boolean => (record[name] ?? null) !== null;
  const field = [...(usable ? [labelField] : []), 'title', 'name'].find(present);
  const value = field === undefined ? record.id : record[field];
  if (typeof value === 'string' && field) return builtInLabel(target, field, value, language);
  return typeof value === 'number' ? String(value) : '';
};
