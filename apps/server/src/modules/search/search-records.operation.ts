import { personnel, students, type Resource } from '@kampus/contract';
import type { SignedInContext } from '../../core/actions.ts';
import { find } from '../../core/operations.ts';
import type { Row } from '../../core/hooks.ts';
import type { Db } from '../../db/database.ts';

/** A top-bar search lists a handful of hits; the full list screen is where one browses. */
const SEARCH_LIMIT = 20;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * One resource's records matching the key, through the engine's own list: the same policy,
 * tenancy, visibility (a parent's own children, a teacher's classes) and accent-folded `search`
 * column as `/api/{resource}?search=`, so the search can never show more than the list would.
 */
const searchResource = async (db: Db, ctx: SignedInContext, resource: Resource, key: string): Promise<Row[]> => {
  const { items } = await find(db, ctx, resource, {
    search: key,
    itemsPerPage: String(SEARCH_LIMIT),
    'order[lastName]': 'asc',
  });
  return items;
};

export const searchStudentRecords = async (db: Db, ctx: SignedInContext, key: string, withKey: boolean) =>
  (await searchResource(db, ctx, students, key)).map((row) => ({
    id: Number(row.id),
    name: text(row.name),
    lastName: text(row.lastName),
    studentNumber: optionalText(row.studentNumber),
    school: Number(row.school),
    ...(withKey ? { key: `/api/students/${String(row.id)}` } : {}),
  }));

export const searchPersonnelRecords = async (db: Db, ctx: SignedInContext, key: string, withKey: boolean) =>
  (await searchResource(db, ctx, personnel, key)).map((row) => ({
    id: Number(row.id),
    name: text(row.name),
    lastName: text(row.lastName),
    title: optionalText(row.title),
    school: Number(row.school),
    ...(withKey ? { key: `/api/personnel/${String(row.id)}` } : {}),
  }));
