import { NO_DATE } from '@kampus/contract/constants';
import { iri, parseReference, writableFields, type FieldDef, type Resource } from '@kampus/contract/resource';
import { wallClock, type WallClock } from '@kampus/contract/resources';

/** What a form input holds: text for typed inputs, booleans for switches, ids for references. */
export type FormValue = string | boolean | number | null;
export type FormValues = Record<string, FormValue>;

export interface FormContext {
  schoolId: number | null;
  seasonId: number | null;
  /**
   * Now on the school's wall clock, for fields that start now (`startsNow`): the school's time
   * zone, as its lessons and visits are written; the browser's clock when not given.
   */
  clock?: WallClock;
}

const isTrue = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

/** A field value as read from the API, turned into what its input holds. */
const toInputValue = (field: FieldDef, value: unknown): FormValue => {
  switch (field.kind) {
    case 'boolean':
    case 'flag':
      return isTrue(value);
    case 'ref':
    case 'refId':
      return parseReference(value, field.target ?? '') ?? null;
    case 'int':
      // An int that names a record holds its id, 0 (none) as no choice.
      if (field.names !== undefined) return parseReference(value, field.names) ?? null;
      return value === undefined || value === null ? '' : String(value);
    case 'date':
      return typeof value === 'string' && value !== NO_DATE ? value.slice(0, 10) : '';
    case 'dateTime':
      return typeof value === 'string' ? value.slice(0, 16).replace(' ', 'T') : '';
    case 'time':
      return typeof value === 'string' ? value.slice(0, 5) : '';
    case 'json':
      return value === undefined || value === null ? '' : JSON.stringify(value, null, 2);
    default:
      return value === undefined || value === null ? '' : String(value);
  }
};

/** A moment as the date or date-time input holds it. */
const clockInputValue = (field: FieldDef, clock: WallClock): string =>
  field.kind === 'dateTime' ? `${clock.date}T${clock.time.slice(0, 5)}` : clock.date;

/**
 * Initial values: the record's in edit mode; declared defaults, the active school and season, and
 * the present moment for fields that start now, in add mode.
 */
export const initialValues = (
  resource: Resource,
  record: Record<string, unknown> | undefined,
  context: FormContext,
): FormValues =>
  Object.fromEntries(
    writableFields(resource).map(([name, field]) => {
      if (record) return [name, toInputValue(field, record[name])];
      if (name === resource.tenantField && field.target === 'schools') return [name, context.schoolId];
      if (name === resource.seasonField && field.target === 'seasons') return [name, context.seasonId];
      if (field.startsNow === true && (field.kind === 'date' || field.kind === 'dateTime'))
        return [name, clockInputValue(field, context.clock ?? wallClock(undefined))];
      return [name, toInputValue(field, field.default ?? null)];
    }),
  );

/** An input value as the API wants it (IRIs, "1"/"0" flags, zero dates, numbers). */
const toWireValue = (field: FieldDef, value: FormValue): unknown => {
  const empty = value === null || value === '';
  switch (field.kind) {
    case 'boolean':
      return value === true;
    case 'flag':
      return value === true ? '1' : '0';
    case 'ref':
      return empty ? null : iri(field.target ?? '', Number(value));
    case 'refId':
      return empty ? null : Number(value);
    case 'int':
      if (field.names !== undefined) return empty ? 0 : Number(value);
      return empty ? null : /^-?\d+$/.test(String(value).trim()) ? Number(value) : value;
    case 'date':
      return empty ? (field.zeroDate ? NO_DATE : null) : value;
    case 'dateTime':
      return empty ? null : `${String(value).replace('T', ' ')}${String(value).length === 16 ? ':00' : ''}`;
    case 'time':
      return empty ? null : String(value).length === 5 ? `${String(value)}:00` : value;
    case 'json':
      if (empty) return null;
      try {
        return JSON.parse(String(value)) as unknown;
      } catch {
        return value;
      }
    default:
      return empty ? null : typeof value === 'string' ? value.trim() : value;
  }
};

/**
 * The request body. Add mode sends every filled field; edit mode sends only the changed ones
 * (a merge patch). An empty password means "unchanged" and is never sent.
 */
export const toPayload = (
  resource: Resource,
  values: FormValues,
  mode: 'create' | 'update',
  changed?: ReadonlySet<string>,
): Record<string, unknown> => {
  const body: Record<string, unknown> = {};
  writableFields(resource).forEach(([name, field]) => {
    if (mode === 'update' && changed && !changed.has(name)) return;
    const value = values[name] ?? null;
    if (field.kind === 'password' && (value === null || value === '')) return;
    const wire = toWireValue(field, value);
    if (mode === 'create' && wire === null) return;
    body[name] = wire;
  });
  return body;
};
