import { resources, seasons, students } from '@kampus/contract/resources';
import type { WireOf } from '@kampus/contract/resource';
import { fetchAll, useCreate, useList, useRecord, useUpdate } from './resources.ts';
import { named } from './typed.ts';
import type { ApiRecord } from './types.ts';

/*
 * Compiled by `npm run typecheck`, never run: each `@ts-expect-error` line must fail to compile,
 * so a hook that stopped following its declaration's fields fails the typecheck here.
 */

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(proof: Equal<A, B>): Equal<A, B> => proof;

export const useTypedHooksProof = (): void => {
  const list = useList(students, { page: 1, pageSize: 30, order: { field: 'lastName', direction: 'asc' } });
  const first = list.data?.items[0];
  same<typeof first, WireOf<typeof students> | undefined>(true);
  if (first) {
    const lastName: string = first.lastName;
    // A reference reads as its IRI, a flag as "1"/"0".
    const school: string = first.school;
    const active: '1' | '0' | null = first.isActive;
    // @ts-expect-error a misspelled field of a typed row
    void first.lastname;
    void [lastName, school, active];
  }

  // @ts-expect-error a misspelled order field
  useList(students, { page: 1, pageSize: 30, order: { field: 'lastname', direction: 'asc' } });
  // @ts-expect-error a field the declaration does not list in orderFields
  useList(students, { page: 1, pageSize: 30, order: { field: 'email', direction: 'asc' } });
  useList(students, { page: 1, pageSize: 30, filters: { gradeLevel: '3', isActive: '1' } });
  // @ts-expect-error a field the declaration does not list in filters
  useList(students, { page: 1, pageSize: 30, filters: { email: 'a@b.c' } });
  // @ts-expect-error a misspelled filter
  useList(students, { page: 1, pageSize: 30, filters: { gradelevel: '3' } });

  const record = useRecord(seasons, 1).data;
  same<typeof record, WireOf<typeof seasons> | undefined>(true);
  const title: string | undefined = record?.title;
  void title;

  const update = useUpdate(students);
  update.mutate({ id: 1, body: { lastName: 'Doe', gradeLevel: '/api/grade_levels/3' } });
  // @ts-expect-error a wrong value type in an update
  update.mutate({ id: 1, body: { lastName: 42 } });
  // @ts-expect-error an update naming no field of the resource
  update.mutate({ id: 1, body: { lastname: 'Doe' } });

  const create = useCreate(seasons);
  create.mutate({ school: 1, title: '2026-2027' });
  // @ts-expect-error a create without a required field (title)
  create.mutate({ school: 1 });

  // The generic screens: a name or an erased resource gives untyped records, as before.
  const generic = useList(resources[0]!, { page: 1, pageSize: 30, order: { field: 'anything', direction: 'asc' } });
  same<typeof generic.data, { items: ApiRecord[]; total: number } | undefined>(true);
  void generic;
  const byName = useRecord('students', 1).data;
  same<typeof byName, ApiRecord | undefined>(true);
  void byName;

  // A typed name (no declaration imported): typed as the declaration.
  const STUDENTS = named<typeof students>('students');
  const namedFirst = useList(STUDENTS, { page: 1, pageSize: 30, order: { field: 'lastName', direction: 'asc' } }).data
    ?.items[0];
  same<typeof namedFirst, WireOf<typeof students> | undefined>(true);
  void namedFirst;
  // @ts-expect-error a misspelled order field, by name as by declaration
  useList(STUDENTS, { page: 1, pageSize: 30, order: { field: 'lastname', direction: 'asc' } });
  // @ts-expect-error a field the declaration does not list in filters
  useList(STUDENTS, { page: 1, pageSize: 30, filters: { email: 'a@b.c' } });
  useUpdate(STUDENTS).mutate({ id: 1, body: { lastName: 'Doe' } });
  // @ts-expect-error a wrong value type in an update by name
  useUpdate(STUDENTS).mutate({ id: 1, body: { lastName: 42 } });
  void fetchAll(seasons, { filters: { school: '1' } }).then((all) => all.map((season) => season.isDefault));
};
