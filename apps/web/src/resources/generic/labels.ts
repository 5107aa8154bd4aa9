import type { Language } from '@kampus/contract/constants';
import { displayName, type Resource } from '@kampus/contract/resource';
import { getResource } from '@kampus/contract/resources';
import type { TFunction } from 'i18next';
import { humanize } from '../../i18n/format.ts';
import { i18n } from '../../i18n/index.ts';
import { nameIn } from './name-in.ts';

export const resourceTitle = (t: TFunction, resource: Resource): string =>
  t(resource.label, { defaultValue: humanize(resource.name) });

export const fieldLabel = (t: TFunction, resource: Resource, name: string): string => {
  const field = resource.fields[name];
  return t(field?.label ?? `fields.${name}`, { defaultValue: humanize(name) });
};

/**
 * How a record is named: a person by full name, a record with `labelFields` by those (its
 * student's name and its date as the reader writes it), anything else by its label field (the
 * contract's `displayName`); a built-in value in the reader's language.
 */
export const recordLabel = (
  target: string,
  record: Record<string, unknown> | undefined,
  language: Language = 'en',
): string => {
  if (!record) return '';
  const resource = getResource(target);
  const value = record.title ?? record.name ?? record.id;
  const name = resource
    ? displayName(resource, record, language)
    : typeof value === 'string' || typeof value === 'number'
      ? String(value)
      : '';
  // A record named by a choice (an accommodation by its kind) is named by the choice's words,
  // never its code (`extra_exam_time`).
  if (resource?.fields[resource.labelField]?.kind === 'enum' && name === record[resource.labelField])
    return i18n.t(`ui.values.${name}`, { lng: language, defaultValue: name });
  return nameIn(target, name, language);
};
