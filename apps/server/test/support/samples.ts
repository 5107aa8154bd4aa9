import type { FieldDef } from '@kampus/contract';

let counter = 0;

/**
 * A valid value of a field, from its kind and limits alone (the contract walk and the tenancy
 * matrix build bodies from it). A reference takes what `reference` answers for its target, or
 * undefined when there is none to name.
 */
export const sampleValue = async (
  name: string,
  field: FieldDef,
  reference: (target: string) => Promise<number | undefined>,
): Promise<unknown> => {
  counter += 1;
  const limit = (text: string) => text.slice(0, field.maxLength ?? 255);
  switch (field.kind) {
    case 'text':
      return limit(`${name} ${counter}`);
    case 'longText':
      return `First line ${counter}\nSecond line`;
    case 'email':
      return `sample-${counter}-${Date.now()}@kampus.test`;
    case 'phone':
      return '+90 555 000 00 00';
    case 'url':
      return `https://example.org/${counter}`;
    case 'color':
      return '#5664d2';
    case 'password':
      return 'Contract!1';
    case 'int':
      return Math.min(field.max ?? 7, Math.max(field.min ?? 0, 7));
    case 'decimal':
      return '1.5';
    case 'money':
      return '1250.50';
    case 'boolean':
      return true;
    case 'flag':
      return '1';
    case 'date':
      return '2026-10-01';
    case 'dateTime':
      return '2026-10-01 09:30:00';
    case 'time':
      return '09:30:00';
    case 'enum':
      return field.values?.[0];
    case 'ref':
    case 'refId': {
      const id = await reference(field.target ?? '');
      if (id === undefined) return undefined;
      return field.kind === 'ref' ? `/api/${field.target ?? ''}/${id}` : id;
    }
    case 'json':
      return { note: 'sample' };
    default:
      return undefined;
  }
};

/** Kinds a PATCH of the contract walk prefers: plain values first, references and JSON last. */
const CHANGE_ORDER: readonly FieldDef['kind'][] = [
  'text',
  'longText',
  'email',
  'url',
  'phone',
  'color',
  'date',
  'dateTime',
  'time',
  'enum',
  'boolean',
  'flag',
  'int',
  'decimal',
  'money',
  'ref',
  'refId',
];

/** The rank of a kind in CHANGE_ORDER (kinds not there: never changed by the walk). */
export const changeRank = (field: FieldDef): number => {
  const rank = CHANGE_ORDER.indexOf(field.kind);
  return rank === -1 ? Number.POSITIVE_INFINITY : rank;
};

/** `amount` with its whole part one higher, its decimals as written ('1.50' -> '2.50'). */
const plusOne = (amount: string): string => {
  const [whole = '0', fraction] = amount.split('.');
  const next = String(Number(whole) + 1);
  return fraction === undefined ? next : `${next}.${fraction}`;
};

/**
 * A valid value of a field that differs from `current`, written as the server echoes it, or
 * undefined for a kind this cannot change (references: `otherReference`; JSON, passwords).
 */
export const differentValue = (name: string, field: FieldDef, current: unknown): unknown => {
  counter += 1;
  const other = <T>(first: T, second: T): T => (current === first ? second : first);
  switch (field.kind) {
    case 'text': {
      // Counter first: a short field (a country code of 2) still differs from `${name} ${counter}`.
      const text = `${counter} ${name} changed`.slice(0, field.maxLength ?? 255);
      return text === current ? `9${text}`.slice(0, field.maxLength ?? 255) : text;
    }
    case 'longText':
      return `Changed ${counter}\nSecond line`;
    case 'email':
      return `changed-${counter}-${Date.now()}@kampus.test`;
    case 'url':
      return `https://example.org/changed-${counter}`;
    case 'phone':
      return other('+90 555 000 00 01', '+90 555 000 00 02');
    case 'color':
      return other('#112233', '#445566');
    case 'date':
      return other('2026-10-02', '2026-10-03');
    case 'dateTime':
      return other('2026-10-02 10:30:00', '2026-10-03 10:30:00');
    case 'time':
      return other('10:30:00', '11:30:00');
    case 'enum':
      return field.values?.find((value) => value !== current);
    case 'boolean':
      return current !== true;
    case 'flag':
      return other('1', '0');
    case 'int': {
      const value = typeof current === 'number' ? current : 0;
      return value + 1 <= (field.max ?? Number.MAX_SAFE_INTEGER) ? value + 1 : value - 1;
    }
    case 'decimal':
    case 'money':
      return typeof current === 'string' ? plusOne(current) : '1.5';
    default:
      return undefined;
  }
};

/**
 * Another record of a reference's target than `current` (an IRI for `ref`, an id for `refId`),
 * from the ids `known` answers, or undefined when the target has no other.
 */
export const otherReference = async (
  field: FieldDef,
  current: unknown,
  known: (target: string) => Promise<number[]>,
): Promise<unknown> => {
  const currentId = Number(String(current).split('/').pop());
  const id = (await known(field.target ?? '')).find((candidate) => candidate !== currentId);
  if (id === undefined) return undefined;
  return field.kind === 'ref' ? `/api/${field.target ?? ''}/${id}` : id;
};
