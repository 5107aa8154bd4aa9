import { getResource, type Resource } from '@kampus/contract';
import type { TFunction } from 'i18next';
import { humanize } from '../../i18n/format.ts';

export const resourceTitle = (t: TFunction, resource: Resource): string =>
  t(resource.label, { defaultValue: humanize(resource.name) });

export const fieldLabel = (t: TFunction, resource: Resource, name: string): string => {
  const field = resource.fields[name];
  return t(field?.label ?? `fields.${name}`, { defaultValue: humanize(name) });
};

/** How a referenced record is named: its resource's label field, else its id. */
export const recordLabel = (target: string, record: Record<string, unknown> | undefined): string => {
  if (!record) return '';
  const labelField = getResource(target)?.labelField ?? 'id';
  const value = record[labelField] ?? record.title ?? record.name ?? record.id;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};
