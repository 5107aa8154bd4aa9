import type { Fields, TypedResource } from './define.ts';
import type { FieldDef } from './fields.ts';

/**
 * The types a declaration implies. A resource declared with `defineResource` keeps its literal
 * fields, so these follow every field by name and kind: the server's rows and tables, named
 * operations and the web's hooks read them instead of `Record<string, unknown>`.
 */

/** The fields of a resource (its declaration's `fields`). */
export type FieldsOf<R> = R extends { fields: infer F extends Fields } ? F : never;

type Kind<D> = D extends { kind: infer K } ? K : never;

/** A stored value of a field without its nullability: what the database driver returns. */
export type StoredValue<D> =
  Kind<D> extends 'int' | 'ref' | 'refId'
    ? number
    : Kind<D> extends 'boolean' | 'flag'
      ? boolean
      : Kind<D> extends 'json'
        ? unknown
        : Kind<D> extends 'enum'
          ? D extends { values: readonly (infer V)[] }
            ? V
            : string
          : string;

/** A column is NOT NULL when its field is required (a password, hashed later, excepted) or a uuid. */
export type NotNull<D> =
  Kind<D> extends 'uuid' ? true : Kind<D> extends 'password' ? false : D extends { required: true } ? true : false;

type Stored<D> = NotNull<D> extends true ? StoredValue<D> : StoredValue<D> | null;

type Flatten<T> = { [K in keyof T]: T[K] } & unknown;

/**
 * A row of a resource whose field names are not known (the erased `Resource`, or fields built
 * with computed names): nothing is claimed about its values.
 */
export type ErasedRow = { id: number; createdAt: string; updatedAt: string } & Record<string, unknown>;

/** Whether a resource's field names are known literally. */
type Known<R> = string extends keyof FieldsOf<R> ? false : true;

/** A stored row: id, timestamps, and every field as its column holds it (ref → id, money → string). */
export type RowOf<R> =
  Known<R> extends true
    ? Flatten<
        { id: number; createdAt: string; updatedAt: string } & { [K in keyof FieldsOf<R>]: Stored<FieldsOf<R>[K]> }
      >
    : ErasedRow;

/** Fields a client may send: neither read-only nor hidden. */
type WritableKeys<F> = {
  [K in keyof F]: F[K] extends { readOnly: true } | { hidden: true } ? never : K;
}[keyof F] &
  keyof F;
type RequiredKeys<F> = { [K in keyof F]: F[K] extends { required: true } ? K : never }[keyof F] & keyof F;

/** What a field accepts on input: a reference as an id or an IRI, a flag as a boolean or "1"/"0". */
type InputValue<D> =
  Kind<D> extends 'ref' | 'refId'
    ? number | string
    : Kind<D> extends 'flag' | 'boolean'
      ? boolean | '1' | '0'
      : Kind<D> extends 'money' | 'decimal'
        ? string | number
        : StoredValue<D>;

/** A create body as the API accepts it: required writable fields must be there. */
export type InputOf<R> = Flatten<
  { [K in WritableKeys<FieldsOf<R>> & RequiredKeys<FieldsOf<R>>]: InputValue<FieldsOf<R>[K]> } & {
    [K in Exclude<WritableKeys<FieldsOf<R>>, RequiredKeys<FieldsOf<R>>>]?: InputValue<FieldsOf<R>[K]> | null;
  }
>;

/** Data a server operation writes, in stored form (ids, booleans): any subset of the row's fields. */
export type DataOf<R> =
  Known<R> extends true ? Partial<Omit<RowOf<R>, 'id' | 'createdAt' | 'updatedAt'>> : Record<string, unknown>;

/** Fields a client receives: neither write-only nor hidden. */
type ReadableKeys<F> = {
  [K in keyof F]: F[K] extends { writeOnly: true } | { hidden: true } ? never : K;
}[keyof F] &
  keyof F;

type Embedded<D> = D extends { embed: readonly (infer E extends string)[] }
  ? Flatten<{ id: number } & { [K in E]: unknown }>
  : never;

type WireValue<D> = D extends { embed: readonly string[] }
  ? Embedded<D>
  : Kind<D> extends 'ref'
    ? string
    : Kind<D> extends 'flag'
      ? '1' | '0'
      : StoredValue<D>;

/** A zero date reads "0000-00-00", never null. */
type WireNotNull<D> = NotNull<D> extends true ? true : D extends { zeroDate: true } ? true : false;

/** A member as the API sends it (`serialize`): ref → IRI, embed → object, flag → "1"/"0". */
export type WireOf<R> = Flatten<
  { id: number } & {
    [K in ReadableKeys<FieldsOf<R>>]: WireNotNull<FieldsOf<R>[K]> extends true
      ? WireValue<FieldsOf<R>[K]>
      : WireValue<FieldsOf<R>[K]> | null;
  }
>;

/** The field definition of one field of a resource. */
export type FieldOf<R, K extends keyof FieldsOf<R>> = FieldsOf<R>[K] & FieldDef;

/** A typed resource of any fields: the constraint of a generic over typed resources. */
export type SomeResource = TypedResource<Fields>;
