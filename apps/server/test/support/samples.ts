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

/** The counter the samples number their texts with (unique texts per run). */
export const sampleCounter = (): number => counter;
