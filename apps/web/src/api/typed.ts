import type { FieldsOf, InputOf, Resource, WireOf } from '@kampus/contract/resource';
import type { ApiRecord } from './types.ts';

/**
 * How the data hooks name a resource: its declaration (`students`), so rows, bodies, order
 * fields and filters follow its fields, or its name (`'students'`), untyped. The generic
 * screens pass an erased `Resource` and get `ApiRecord` rows, as with a name.
 */
export type ResourceRef = string | Resource;

/** Whether a resource's field names are known literally (a declaration, not a name or an erased `Resource`). */
type IsTyped<R> = R extends string ? false : string extends keyof FieldsOf<R> ? false : true;

/** A record as the API sends it: the declaration's `WireOf`, or `ApiRecord` when untyped. */
export type RecordOf<R> = IsTyped<R> extends true ? WireOf<R> : ApiRecord;

/** A create body: the declaration's `InputOf`, or any fields when untyped. */
export type BodyOf<R> = IsTyped<R> extends true ? InputOf<R> : Record<string, unknown>;

/** A merge patch: any part of the create body. */
export type ChangesOf<R> = IsTyped<R> extends true ? Partial<InputOf<R>> : Record<string, unknown>;

/** A name the list may be ordered by: the declaration's `orderFields`, or `id` (the server takes both). */
export type OrderField<R> = R extends Resource
  ? IsTyped<R> extends true
    ? R['orderFields'][number] | 'id'
    : string
  : string;

type Range = 'after' | 'before' | 'strictly_after' | 'strictly_before';

/** A query field of a list: the declaration's `filters` or `id`, or a date range on a filter (`birthDate[after]`). */
export type FilterField<R> = R extends Resource
  ? IsTyped<R> extends true
    ? R['filters'][number] | 'id' | `${R['filters'][number]}[${Range}]`
    : string
  : string;

/** A fixed condition's field: a filter, or a filter's repeatable form (`loginType[]`). */
export type FixedField<R> = FilterField<R> | `${FilterField<R>}[]`;
