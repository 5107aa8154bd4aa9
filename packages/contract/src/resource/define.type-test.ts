/**
 * Compile-time tests of the declaration types, checked by `npm run typecheck` (tsc), not run.
 * Each `@ts-expect-error` marks a mistake that must not compile: should the types ever let it
 * through, the directive is unused and tsc fails.
 */
import { staff, access, everyone } from './access.ts';
import { defineResource } from './define.ts';
import { date, enumOf, flag, money, ref, refId, text } from './fields.ts';
import type { InputOf, RowOf, WireOf } from './types.ts';

export const pupils = defineResource({
  name: 'type_test_pupils',
  type: 'TypeTestPupil',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true }),
    guardianId: refId('users'),
    lastName: text({ required: true, maxLength: 100 }),
    nickname: text(),
    fee: money({ required: true }),
    active: flag({ default: true }),
    born: date({ zeroDate: true }),
    level: enumOf(['junior', 'senior'], { required: true }),
    mentor: ref('users', { embed: ['name'] }),
  },
  filters: ['school', 'level', 'id'],
  orderFields: ['lastName'],
  defaultOrder: { lastName: 'asc' },
  list: ['lastName', 'fee'],
  access: access(everyone, staff),
});

// A misspelled field in `filters`, `orderFields`, `list` and the other field lists.
defineResource({
  name: 'type_test_a',
  type: 'A',
  scope: 'global',
  fields: { title: text() },
  // @ts-expect-error `titel` is no field
  filters: ['titel'],
  access: access(everyone, staff),
});
defineResource({
  name: 'type_test_b',
  type: 'B',
  scope: 'global',
  fields: { title: text() },
  // @ts-expect-error `titel` is no field
  orderFields: ['titel'],
  access: access(everyone, staff),
});
defineResource({
  name: 'type_test_c',
  type: 'C',
  scope: 'global',
  fields: { title: text() },
  // @ts-expect-error `titel` is no field
  list: ['title', 'titel'],
  access: access(everyone, staff),
});
defineResource({
  name: 'type_test_d',
  type: 'D',
  scope: 'global',
  fields: { title: text() },
  // @ts-expect-error `titel` is no field
  defaultOrder: { titel: 'asc' },
  // @ts-expect-error `titel` is no field
  labelField: 'titel',
  // @ts-expect-error `titel` is no field
  searchFields: ['titel'],
  // @ts-expect-error `titel` is no field
  uniques: [['title', 'titel']],
  access: access(everyone, staff),
});

// Rows: every field by name, typed by kind, nullable unless required.
declare const row: RowOf<typeof pupils>;
const id: number = row.id;
const school: number = row.school;
const lastName: string = row.lastName;
const fee: string = row.fee;
const level: 'junior' | 'senior' = row.level;
const active: boolean | null = row.active;
const guardian: number | null = row.guardianId;
// @ts-expect-error a misspelled row property
void row.lastNmae;
// @ts-expect-error money is a decimal string, never a float
const feeAsNumber: number = row.fee;
// @ts-expect-error a field that is not required may be null
const nickname: string = row.nickname;
// @ts-expect-error a reference is stored as its id
const schoolIri: string = row.school;
// @ts-expect-error an enum holds only its values
const otherLevel: RowOf<typeof pupils>['level'] = 'middle';

// Input: required fields must be given; references take an id or an IRI.
const input: InputOf<typeof pupils> = { school: '/api/schools/1', lastName: 'Doe', fee: '10.00', level: 'junior' };
// @ts-expect-error `lastName` is required
const missing: InputOf<typeof pupils> = { school: 1, fee: '10.00', level: 'junior' };
// @ts-expect-error a wrong value type
const wrongType: InputOf<typeof pupils> = { school: 1, lastName: 3, fee: '10.00', level: 'junior' };

// Wire: a ref is an IRI, an embed an object, a flag "1"/"0", a zero date never null.
declare const wire: WireOf<typeof pupils>;
const schoolOnWire: string = wire.school;
const activeOnWire: '1' | '0' | null = wire.active;
const bornOnWire: string = wire.born;
const mentorName: unknown = wire.mentor?.name;
// @ts-expect-error a ref reads as an IRI
const schoolIdOnWire: number = wire.school;

export const typeTestUses = [
  id,
  school,
  lastName,
  fee,
  level,
  active,
  guardian,
  feeAsNumber,
  nickname,
  schoolIri,
  otherLevel,
  input,
  missing,
  wrongType,
  schoolOnWire,
  activeOnWire,
  bornOnWire,
  mentorName,
  schoolIdOnWire,
];
