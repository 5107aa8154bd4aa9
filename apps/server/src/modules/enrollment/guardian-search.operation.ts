import { configurations, discounts, gradeLevels, guardians, students, type RowOf } from '@kampus/contract';
import { and, ilike, or, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { seasonPair } from './seasons.ts';

type Guardian = RowOf<typeof guardians>;

/** How many families a search answers: enough to choose from while typing. */
const FAMILIES = 20;

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One person behind many guardian records (one per child): the records of one account are one
 * person; without an account, the same name with the same phone or e-mail.
 */
const personKey = (row: Guardian): string =>
  row.user !== null
    ? `user:${row.user}`
    : `person:${row.name.trim().toLocaleLowerCase()}|${row.lastName.trim().toLocaleLowerCase()}|${row.phone ?? row.email?.toLowerCase() ?? `#${row.id}`}`;

/** The discount the school gives siblings: its `siblingDiscount` setting, when that names an active discount. */
const siblingDiscountOf = async (tx: Db, ctx: RequestContext, school: number) => {
  const setting = await scoped(tx, ctx).of(configurations).first({ school, key: 'siblingDiscount' });
  const id = Number(setting?.value);
  if (!Number.isInteger(id) || id <= 0) return null;
  const found = await scoped(tx, ctx).of(discounts).first({ id, school, isActive: true });
  return found
    ? {
        id: found.id,
        discountName: found.discountName,
        discountPercentage: found.discountPercentage,
        discountAmount: found.discountAmount,
      }
    : null;
};

/**
 * The active school's guardians whose name, last name, phone or e-mail holds every word of
 * `search`, one entry per person with the children of all their records (name and grade level),
 * newest record first as the one to copy; and the school's sibling discount to suggest.
 */
export const searchGuardians = async (tx: Db, ctx: RequestContext, search: string) => {
  const { active } = await seasonPair(tx, ctx);
  const school = active.school;
  const repo = scoped(tx, ctx).of(guardians);
  const table = repo.table;
  const words = search.trim().split(/\s+/).filter(Boolean);
  const matches = words.map((word) => {
    const like = `%${escapeLike(word)}%`;
    return or(ilike(table.name, like), ilike(table.lastName, like), ilike(table.phone, like), ilike(table.email, like));
  });
  const also: SQL | undefined = matches.length > 0 ? and(...matches) : undefined;
  const rows = await repo.list({ school }, { order: { id: 'desc' }, limit: 500, ...(also ? { also } : {}) });
  const people = new Map<string, Guardian[]>();
  for (const row of rows) people.set(personKey(row), [...(people.get(personKey(row)) ?? []), row]);
  const chosen = [...people.values()].slice(0, FAMILIES);
  const childIds = [...new Set(chosen.flat().map((row) => row.studentId))];
  const children = childIds.length > 0 ? await scoped(tx, ctx).of(students).list({ id: childIds }) : [];
  const levels = new Map(
    (await scoped(tx, ctx).of(gradeLevels).list({ school })).map((level) => [level.id, level.title] as const),
  );
  const child = new Map(children.map((row) => [row.id, row] as const));
  return {
    items: chosen.map((records) => {
      const [first] = records as [Guardian, ...Guardian[]];
      return {
        guardianId: first.id,
        relation: first.relation,
        name: first.name,
        lastName: first.lastName,
        phone: first.phone,
        email: first.email,
        hasAccount: first.user !== null,
        children: records.flatMap((record) => {
          const found = child.get(record.studentId);
          return found
            ? [
                {
                  id: found.id,
                  name: found.name,
                  lastName: found.lastName,
                  gradeLevel: found.gradeLevel ? (levels.get(found.gradeLevel) ?? null) : null,
                },
              ]
            : [];
        }),
      };
    }),
    siblingDiscount: await siblingDiscountOf(tx, ctx, school),
  };
};
