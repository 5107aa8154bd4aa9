import { deletedPromissoryNotes, lawyers, promissoryNotes } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { defineHooks } from '../../core/hooks.ts';
import { violation } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { schoolClock } from '../school-life/school-clock.ts';

/**
 * `lawyer` is a lawyer's id or 0 for none (the spec's "0"): a number that is not an active
 * lawyer of the note's own school is refused on the field, so no note is handed to another
 * school's lawyer.
 */
const checkLawyer = async (tx: Db, ctx: RequestContext, lawyer: number | undefined, school: number): Promise<void> => {
  if (!lawyer) return;
  const found = await scoped(tx, ctx).of(lawyers).first({ id: lawyer, school, isActive: true });
  if (!found) throw violation('lawyer', 'validation.invalid_reference');
};

export const promissoryNotesHooks = defineHooks(promissoryNotes, {
  beforeCreate: async (tx, ctx, data) => {
    await checkLawyer(tx, ctx, data.lawyer ?? undefined, data.school ?? 0);
    return data;
  },
  beforeUpdate: async (tx, ctx, data, current) => {
    await checkLawyer(tx, ctx, data.lawyer ?? undefined, current.school);
    return data;
  },
  /**
   * Deleting a note keeps a copy: every field, the note's id as `promissoryId`, the deleting
   * user's uuid and today by the school's clock (both written by the copy's own hook below).
   * Written in the deletion's own transaction, so the note goes with its copy written or not at all.
   */
  beforeDelete: async (tx, ctx, note) => {
    const { id, school, season, studentId, courseId, title, address, promissoryNo, promissoryDate, amount } = note;
    const { promissoryOrder, numberOfPromissory, isPaid, returnDate, lawyer } = note;
    await scoped(tx, ctx)
      .of(deletedPromissoryNotes)
      .insert({
        ...{ school, season, studentId, courseId, title, address, promissoryNo, promissoryDate, amount },
        ...{ promissoryOrder, numberOfPromissory, isPaid, returnDate, lawyer },
        promissoryId: id,
      });
  },
});

/** A copy names its writer and today, whatever the client (or the note's delete) sends. */
export const deletedPromissoryNotesHooks = defineHooks(deletedPromissoryNotes, {
  beforeCreate: async (tx, ctx, data) => ({
    ...data,
    deletedPerson: ctx.caller?.uuid ?? null,
    deletedDate: (await schoolClock(tx, data.school ?? 0)).date,
  }),
});
