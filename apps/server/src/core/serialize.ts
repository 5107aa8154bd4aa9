import { NO_DATE, iri, readableFields, type Resource } from '@kampus/contract';
import type { Row } from './hooks.ts';

const asString = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));

/** A stored value as the wire carries it (api-contract section 1, scalars and references). */
const wireValue = (kind: string, target: string | undefined, zeroDate: boolean, value: unknown): unknown => {
  if (value === null || value === undefined) return kind === 'date' && zeroDate ? NO_DATE : null;
  switch (kind) {
    case 'ref':
      return iri(target ?? '', asString(value));
    case 'refId':
    case 'int':
      return Number(value);
    case 'flag':
      return value ? '1' : '0';
    case 'money':
      return asString(value);
    case 'dateTime':
      return asString(value).replace('T', ' ').slice(0, 19);
    case 'date':
      return asString(value).slice(0, 10);
    default:
      return value;
  }
};

export const serialize = (resource: Resource, row: Row): Record<string, unknown> => {
  const out: Record<string, unknown> = { id: Number(row.id) };
  for (const [name, field] of readableFields(resource)) {
    out[name] = wireValue(field.kind, field.target, Boolean(field.zeroDate), row[name]);
  }
  return out;
};

/** The JSON-LD form of one member: `@id` and `@type` first. */
export const serializeLd = (resource: Resource, row: Row): Record<string, unknown> => ({
  '@id': iri(resource.name, Number(row.id)),
  '@type': resource.type,
  ...serialize(resource, row),
});
