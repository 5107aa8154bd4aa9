import { NO_DATE, iri, readableFields, type FieldDef, type Resource } from '@kampus/contract';
import type { Row } from './hooks.ts';

const asString = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));

type Convert = (value: unknown) => unknown;

/** How a stored value of a field goes on the wire (api-contract section 1, scalars and references). */
const converter = (field: FieldDef): Convert => {
  const absent = field.kind === 'date' && field.zeroDate ? NO_DATE : null;
  const present = ((): Convert => {
    switch (field.kind) {
      case 'ref': {
        const target = field.target ?? '';
        return (value) => iri(target, asString(value));
      }
      case 'refId':
      case 'int':
        return Number;
      case 'flag':
        return (value) => (value ? '1' : '0');
      case 'money':
        return asString;
      case 'dateTime':
        return (value) => asString(value).replace('T', ' ').slice(0, 19);
      case 'date':
        return (value) => asString(value).slice(0, 10);
      default:
        return (value) => value;
    }
  })();
  return (value) => (value === null || value === undefined ? absent : present(value));
};

/**
 * A resource's readable fields with their converters, worked out once per declaration: a page
 * serializes thousands of values, and re-filtering the declaration for every row was garbage.
 */
const plans = new WeakMap<Resource, [string, Convert][]>();
const planOf = (resource: Resource): [string, Convert][] => {
  let plan = plans.get(resource);
  if (!plan) {
    plan = readableFields(resource).map(([name, field]) => [name, converter(field)]);
    plans.set(resource, plan);
  }
  return plan;
};

export const serialize = (resource: Resource, row: Row): Record<string, unknown> => {
  const out: Record<string, unknown> = { id: Number(row.id) };
  for (const [name, convert] of planOf(resource)) out[name] = convert(row[name]);
  return out;
};
