/**
 * Field builders for resource declarations. A field is plain data: the server maps it to a
 * column, the contract to a zod schema, the web client to an input. Names on the wire are the
 * declaration keys; column names are their snake_case form (a `ref` gets `_id` appended).
 */
export type FieldKind =
  | 'text'
  | 'longText'
  | 'email'
  | 'phone'
  | 'url'
  | 'color'
  | 'password'
  | 'uuid'
  | 'int'
  | 'decimal'
  | 'money'
  | 'boolean'
  | 'flag'
  | 'date'
  | 'dateTime'
  | 'time'
  | 'enum'
  | 'ref'
  | 'refId'
  | 'json';

import type { Audience } from './access.ts';

export interface FieldOptions {
  required?: boolean;
  /** Unique across the whole table (compound uniques go on the resource). */
  unique?: boolean;
  /** Never serialized (passwords). */
  writeOnly?: boolean;
  /**
   * Kept encrypted at rest by the server (a gateway's secret key): a copy of the table alone does
   * not give it away. Write-only too (the `secret` builder sets both).
   */
  sealed?: boolean;
  /** Set by the server; ignored on input. */
  readOnly?: boolean;
  /** Stored, never sent nor accepted (internal columns). */
  hidden?: boolean;
  /** Only these kinds of user (and superadmins) may set it; `[]` means superadmins only. */
  writableBy?: readonly Audience[];
  default?: string | number | boolean | null;
  maxLength?: number;
  min?: number;
  max?: number;
  /** Translation key of the label; defaults to `fields.<name>`. */
  label?: string;
  /** For dates: absent is written and read as "0000-00-00". */
  zeroDate?: boolean;
  /** For references: the referenced record must belong to the same school as this one. */
  sameSchool?: boolean;
  /**
   * For references: the referenced record's field of this name must hold what this row's field
   * of the same name holds (`sameAs: 'student'`: a review's plan is a plan of the review's own
   * student). The server checks it on every write that sets either (422 on this field,
   * `sameAsMessage`); generic forms offer only the target's records matching the form's value of
   * that field (the target filters by it) and wait until it is chosen.
   */
  sameAs?: string;
  /**
   * For JSON fields: what the value is, when the generic form has a better input for it than
   * JSON text. `slots`: a list of `{weekday 1-7, period}` (a teacher's unavailable periods, a
   * lesson's fixed starts), drawn as a week grid of the school's periods. For whole numbers,
   * `weekday`: 1 (Monday) to 7, read and chosen by the day's name in the reader's language, never
   * as a number to decode.
   */
  shape?: 'slots' | 'weekday';
  /**
   * For references to users: the user must be of this kind (their user type's login type) and
   * belong to the row's school (home school or membership); a caller of this kind, unless
   * superadmin, may name only themself (a teacher puts only themself on a lesson).
   */
  userKind?: Audience;
  /**
   * For references: name any record in the caller's schools, not only what the caller may read
   * (a parent writes to staff they cannot list). The resource's own hooks decide who may be named
   * (mail: who may write to whom); tenancy still holds.
   */
  schoolReach?: boolean;
  /**
   * For optional fields whose absence means something: the catalogue key of what an empty value
   * reads as in lists, records and exports (an attendance without a type is `attendance.present`),
   * never a blank cell.
   */
  emptyLabel?: string;
  /**
   * In generic forms: the catalogue key of a line under the input saying what to write there
   * (a name the lessons taught together share), shown until an error takes its place.
   */
  hint?: string;
  /**
   * Edited by a screen of its own (a form's questions in the form builder), never as raw text:
   * the generic form leaves it out, new and edit alike; the API still takes it.
   */
  ownEditor?: boolean;
  /**
   * For dates and date-times that record what is happening as it is typed (a nurse's visit, an
   * incident): a new record's generic form starts at today or at the present minute on the
   * school's clock (its time zone). The API still requires the value.
   */
  startsNow?: boolean;
  /** Shown in generic forms as a multi-line input. */
  multiline?: boolean;
  /**
   * For addresses (`url`): generic forms offer a button that opens the file manager's picker
   * (platform spec section 2, the file manager modal) and put the chosen file's address here.
   */
  filePicker?: boolean;
  /**
   * For references: read as an object `{id, ...these fields of the target}` instead of an IRI
   * (api-contract: relations the spec shows with inner fields are embedded on read). Written
   * as an IRI, an id or such an object.
   */
  embed?: readonly string[];
  /**
   * For references a read hook (`expand`) replaces by the whole target record: the record as
   * `/api/<target>/{id}` reads it (with its `@id`, no `refNames`), or null beyond the reader's
   * reach, plus these lists of related records, in which each field named in `records` is a whole
   * record of that resource too (or null). The OpenAPI and Hydra documents read it from here
   * (schedule `classId.students`, api-contract).
   */
  expanded?: Readonly<Record<string, { resource: string; records?: Readonly<Record<string, string>> }>>;
  /**
   * For references in generic forms: the options are the target's records matching these
   * sibling fields (`{ bankId: 'bankId' }` lists `?bankId=<the form's bankId>`); the input waits
   * for them and is cleared when one changes.
   */
  optionsFilter?: Readonly<Record<string, string>>;
  /** In generic forms: editable only while a sibling field holds one of these values. */
  enabledWhen?: Readonly<Record<string, readonly string[]>>;
  /**
   * For numbers that name something (a receipt or invoice number): shown as its bare digits,
   * never grouped like an amount ("100001", not "100,001").
   */
  identifier?: boolean;
  /**
   * For ints the spec keeps as a bare id with 0 for none (a promissory note's lawyer), and for
   * texts that hold a record's alternate key (the uuid of the user who deleted a note): the
   * resource whose record it names. Lists and forms show (and for ints choose) that record by its
   * name like a reference, `refNames` carries it, and 0 reads as none; the column keeps its kind.
   */
  names?: string;
}

export interface FieldDef extends FieldOptions {
  kind: FieldKind;
  /** Target resource name, for `ref` and `refId`. */
  target?: string;
  /** For `ref`/`refId`: what deleting the target does. Default restrict (409). */
  onDelete?: 'restrict' | 'cascade' | 'setNull';
  values?: readonly string[];
  precision?: number;
  scale?: number;
}

/**
 * Builders keep the literal kind and options of each field (`required: true`, an enum's values,
 * a reference's target), so the contract can derive a resource's row, input and wire types.
 */
type Built<K extends FieldKind, O> = { kind: K } & O;
/** What a builder called without options keeps: nothing beyond its kind. */
type NoOptions = Record<never, never>;

const make =
  <K extends FieldKind>(kind: K) =>
  <const O extends FieldOptions = NoOptions>(options?: O): Built<K, O> => ({ kind, ...(options as O) });

export const text = make('text');
export const longText = <const O extends FieldOptions = NoOptions>(options?: O): Built<'longText', O> => ({
  kind: 'longText',
  multiline: true,
  ...(options as O),
});
export const email = make('email');
export const phone = make('phone');
export const url = make('url');
export const color = make('color');
export const password = <const O extends FieldOptions = NoOptions>(
  options?: O,
): Built<'password', { writeOnly: true } & O> => ({
  kind: 'password',
  writeOnly: true,
  ...(options as O),
});
/** A credential of another service the server itself uses (a payment gateway's key): text, written, never answered, sealed at rest. */
export const secret = <const O extends FieldOptions = NoOptions>(
  options?: O,
): Built<'text', { writeOnly: true; sealed: true } & O> => ({
  kind: 'text',
  writeOnly: true,
  sealed: true,
  ...(options as O),
});
export const uuid = <const O extends FieldOptions = NoOptions>(options?: O): Built<'uuid', { readOnly: true } & O> => ({
  kind: 'uuid',
  readOnly: true,
  ...(options as O),
});
export const int = make('int');
export const decimal = <const O extends FieldOptions & { precision?: number; scale?: number } = NoOptions>(
  options?: O,
): Built<'decimal', O> => ({
  kind: 'decimal',
  precision: 10,
  scale: 4,
  ...(options as O),
});
/** Money: numeric(14,2) in the database, a two-decimal string on the wire. */
export const money = make('money');
export const boolean = make('boolean');
/** A boolean that the spec writes as "1" / "0". */
export const flag = make('flag');
export const date = make('date');
export const dateTime = make('dateTime');
export const time = make('time');
export const json = make('json');

export const enumOf = <const V extends readonly string[], const O extends FieldOptions = NoOptions>(
  values: V,
  options?: O,
): Built<'enum', { values: V } & O> => ({
  kind: 'enum',
  values,
  ...(options as O),
});

type ReferenceOptions = FieldOptions & { onDelete?: FieldDef['onDelete'] };

/** A reference written and read as an IRI (`/api/schools/3`). */
export const ref = <const T extends string, const O extends ReferenceOptions = NoOptions>(
  target: T,
  options?: O,
): Built<'ref', { target: T } & O> => ({
  kind: 'ref',
  target,
  ...(options as O),
});

/** A reference the spec names `...Id`: a plain number on the wire. */
export const refId = <const T extends string, const O extends ReferenceOptions = NoOptions>(
  target: T,
  options?: O,
): Built<'refId', { target: T } & O> => ({
  kind: 'refId',
  target,
  ...(options as O),
});

export const isReference = (field: FieldDef): boolean => field.kind === 'ref' || field.kind === 'refId';

/** The resource whose record a field names on screen: a reference's target, or an int's or a text's `names`. */
export const namedTarget = (field: FieldDef): string | undefined =>
  isReference(field) ? field.target : field.kind === 'int' || field.kind === 'text' ? field.names : undefined;

/**
 * The resource an input or a filter chooses a record of, by id: a reference's target or an int's
 * `names`. A text's `names` holds the record's key (a uuid), which screens show by name but never
 * choose, so it has none.
 */
export const choosableTarget = (field: FieldDef): string | undefined =>
  field.kind === 'text' ? undefined : namedTarget(field);

/**
 * The catalogue key of a `sameAs` refusal: `validation.other_student` ("The chosen record belongs
 * to another student."), one per compared field, so each language words it as it should.
 */
export const sameAsMessage = (sameAs: string): string => `validation.other_${sameAs}`;

/**
 * The sibling fields a reference's options are narrowed by in a form, as query parameter to
 * sibling field: its `optionsFilter` and its `sameAs` field (the target filtered by the same name).
 */
export const optionSiblings = (field: FieldDef): Readonly<Record<string, string>> | undefined =>
  field.optionsFilter === undefined && field.sameAs === undefined
    ? undefined
    : { ...field.optionsFilter, ...(field.sameAs === undefined ? {} : { [field.sameAs]: field.sameAs }) };
