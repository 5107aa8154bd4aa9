import { displayName, type Resource } from '@kampus/contract/resource';
import { getResource } from '@kampus/contract/resources';
import type { TFunction } from 'i18next';
import { humanize } from '../../i18n/format.ts';

export const resourceTitle = (t: TFunction, resource: Resource): string =>
  t(resource.label, { defaultValue: humanize(resource.name) });

export const fieldLabel = (t: TFunction, resource: Resource, name: string): string => {
  const field = resource.fields[name];
  return t(field?.label ?? `fields.${name}`, { defaultValue: humanize(name) });
};

/** How a record is named: a person by full name, anything else by its label field (the contract's `displayName`). */
export const recordLabel = (target: string, record: Record<string, unknown> | undefined): string => {
  if (!record) return '';
  const resource = getResource(target);
  if (resource) return displayName(resource, record);
  const value = record.title ?? record.name ?? record.id;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};
