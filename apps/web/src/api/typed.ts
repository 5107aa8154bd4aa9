import type { FieldsOf, InputOf, Resource, WireOf } from '@kampus/contract/resource';
import type { ApiRecord } from './types.ts';

/**
 * How the data hooks name a resource: its declaration (`students`), so rows, bodies, order
 * fields and filters follow its fields, or its name (`'students'`), untyped. The generic
 * screens pass an erased `Resource` and get `ApiRecord` rows, as with a name.
 */
export type ResourceRef = string | Resource;

declare const declaration: unique symbol;

/**
 * A resource's name that carries its declaration's type and not its value: `named<typeof
 * classes>('classes')` types rows, bodies, order fields and filters as the declaration does,
 * while the screen imports no declaration (each would bring every one, and their schemas, into
 * its chunk: docs/web.md). On the wire it is the name.
 */
export type Named<R extends Resource> = string & { readonly [declaration]: R };

/** See `Named`. */
export const named = <R extends Resource>(name: R['name']): Named<R> => name as Named<R>;

/** The declaration a reference stands for: its own, a named one's, or none (a plain name). */
type Declared<R> = R extends { readonly [declaration]: infer D } ? D : R;

/** Whether a resource's field names are known literally (a declaration, not a name or an erased `Resource`). */
type IsTyped<R> = R extends string ? false : string extends keyof FieldsOf<R> ? false : true;

/** A record as the API sends it: the declaration's `WireOf`, or `ApiRecord` when untyped. */
export type RecordOf<R> = IsTyped<Declared<R>> extends true ? WireOf<Declared<R>> : ApiRecord;

/** A create body: the declaration's `InputOf`, or any fields when untyped. */
export type BodyOf<R> = IsTyped<Declared<R>> extends true ? InputOf<Declared<R>> : Record<string, unknown>;

/** A merge patch: any part of the create body. */
export type ChangesOf<R> = IsTyped<Declared<R>> extends true ? Partial<InputOf<Declared<R>>> : Record<string, unknown>;

/** A name the list may be ordered by: the declaration's `orderFields`, or `id` (the server takes both). */
export type OrderField<R> = OrderFieldOf<Declared<R>>;
type OrderFieldOf<R> = R extends Resource
  ? IsTyped<R> extends true
    ? R['orderFields'][number] | 'id'
    : string
  : string;

type Range = 'after' | 'before' | 'strictly_after' | 'strictly_before';

/** A query field of a list: the declaration's `filters` or `id`, or a date range on a filter (`birthDate[after]`). */
export type FilterField<R> = FilterFieldOf<Declared<R>>;
type FilterFieldOf<R> = R extends Resource
  ? IsTyped<R> extends true
    ? R['filters'][number] | 'id' | `${R['filters'][number]}[${Range}]`
    : string
  : string;

/** A fixed condition's field: a filter, or a filter's repeatable form (`loginType[]`). */
export type FixedField<R> = FilterField<R> | `${FilterField<R>}[]`;
