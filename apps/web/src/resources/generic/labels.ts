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

/** How a referenced record is named: its resource's label field, else its id. */
export const recordLabel = (target: string, record: Record<string, unknown> | undefined): string => {
  if (!record) return '';
  const resource = getResource(target);
  const labelField = resource?.labelField ?? 'id';
  // A default label field that is itself a reference (`school`) names nothing useful: prefer a title.
  const kind = resource?.fields[labelField]?.kind;
  const usable = kind !== 'ref' && kind !== 'refId';
  const value = (usable ? record[labelField] : undefined) ?? record.title ?? record.name ?? record.id;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};
