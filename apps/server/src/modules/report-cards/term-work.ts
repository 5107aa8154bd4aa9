import { assignments, type gradingTerms, type RowOf } from '@kampus/contract';
import { and, gte, lte } from 'drizzle-orm';
import type { Scoped } from '../../core/repository.ts';
import { releaseClock, type Released } from '../gradebook/release-clock.ts';

export type Term = Pick<RowOf<typeof gradingTerms>, 'id' | 'season' | 'startDate' | 'endDate'>;

/**
 * The classes' graded work due within the term whose release has come (whoever prints: a card
 * goes home), read through `reader`, with the release test used for anything else on the card.
 */
export const releasedTermWork = async (
  reader: Scoped,
  classIds: readonly number[],
  term: Term,
): Promise<{ work: RowOf<typeof assignments>[]; released: Released }> => {
  const table = reader.of(assignments);
  const given =
    classIds.length === 0
      ? []
      : await table.list(
          { class: [...classIds] },
          { also: and(gte(table.table.dueDate, term.startDate), lte(table.table.dueDate, term.endDate)) },
        );
  const released = await releaseClock(
    reader,
    given.map((row) => row.school),
  );
  return { work: given.filter((row) => released(row.school, row.releasedAt)), released };
};
