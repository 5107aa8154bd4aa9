import { batches, electiveOffers, timetableLessons, type RowOf } from '@kampus/contract';
import { systemContext } from '../../core/caller.ts';
import type { Data, Row } from '../../core/hooks.ts';
import { system } from '../../core/repository.ts';
import { createRows, removeRows, updateRows } from '../../core/write-pipeline.ts';
import type { Db } from '../../db/database.ts';

type Offer = RowOf<typeof electiveOffers>;
type Batch = RowOf<typeof batches>;
type Need = RowOf<typeof timetableLessons>;

/**
 * The parallel group of a block's needs: `block:A`. The prefix keeps it apart from a group staff
 * type by hand ("Block A"); what marks a need as the module's is its `electiveOffer`, which only
 * the server sets.
 */
const blockGroup = (block: string): string => `block:${block}`;

/** What a section's need holds, as the offer and its batch say: the fields the module keeps. */
const wantedNeed = (offer: Offer, batch: Batch, teacher: number) => ({
  school: offer.school,
  season: offer.season,
  batch: batch.id,
  classId: null,
  course: offer.course,
  teacher,
  periodsPerWeek: offer.periodsPerWeek,
  length: offer.length ?? 1,
  roomKind: offer.roomKind ?? 'classroom',
  parallelGroup: blockGroup(offer.block),
  electiveOffer: offer.id,
});
type Wanted = ReturnType<typeof wantedNeed>;

/** How many of the module's needs a sync created, changed and deleted. */
export interface NeedsChanged {
  created: number;
  updated: number;
  removed: number;
}
const NOTHING: NeedsChanged = { created: 0, updated: 0, removed: 0 };

/** The fields of a kept need that differ from what it should hold (empty: nothing to write). */
const changesOf = (need: Need, wanted: Wanted): Data => {
  const changes: Data = {};
  for (const [field, value] of Object.entries(wanted))
    if ((need as Record<string, unknown>)[field] !== value) changes[field] = value;
  return changes;
};

/**
 * Keeps the timetable needs of the offers' section batches (docs/timetable.md, "A block's needs
 * from its offers"), in the caller's transaction: for an offer with `periodsPerWeek`, one
 * `timetable_lessons` need per section batch (sections 1 to the offer's `sections`), of the
 * offer's course, periods, length and room kind, taught by the batch's teacher (else the
 * offer's), in the parallel group `block:<block>`, marked with the offer (`electiveOffer`).
 *
 * Only the needs the module made (those naming an offer) are created, changed or deleted; a
 * section batch with a need typed by hand keeps it, and gets none of the module's (its students
 * would be taught twice). An offer without `periodsPerWeek`, a section dropped from an offer, and
 * a section with no teacher at all have no need (any the module made goes). The needs' own
 * fields the module does not hold (`fixedStarts`, `preferMorning`, `notSameDayAs`,
 * `combinedGroup`) stay as staff set them.
 *
 * Set-based: one read each of the offers, their batches and the needs naming either; the new
 * needs in one insert, the stale ones in one delete, and the changed ones (an offer or a teacher
 * changed) in one update through the write path, as the system's (hooks). The act
 * that caused it is audited as its caller's: the placement's entry counts the needs it changed
 * (`needs`), an offer's or a batch's change is its own entry.
 */
export const syncBlockNeeds = async (tx: Db, offerIds: readonly number[]): Promise<NeedsChanged> => {
  const ids = [...new Set(offerIds)];
  if (ids.length === 0) return NOTHING;
  const offers = await system(tx).of(electiveOffers).list({ id: ids });
  if (offers.length === 0) return NOTHING;
  const sectionBatches = await system(tx)
    .of(batches)
    .list({ electiveOffer: offers.map((offer) => offer.id) });
  const needs = system(tx).of(timetableLessons);
  const made = await needs.list({ electiveOffer: offers.map((offer) => offer.id) }, { order: { id: 'asc' } });
  const byHand =
    sectionBatches.length === 0
      ? []
      : await needs.list({ batch: sectionBatches.map((batch) => batch.id), electiveOffer: null });
  const handTyped = new Set(byHand.map((need) => need.batch));

  const wanted = new Map<number, Wanted>();
  for (const batch of sectionBatches) {
    const offer = offers.find((row) => row.id === batch.electiveOffer);
    if (!offer || offer.periodsPerWeek === null || handTyped.has(batch.id)) continue;
    if ((batch.electiveSection ?? 0) > (offer.sections ?? 1)) continue;
    const teacher = batch.teacher ?? offer.teacher;
    if (teacher === null) continue;
    wanted.set(batch.id, wantedNeed(offer, batch, teacher));
  }

  const kept = new Map<number, Need>();
  const stale: Need[] = [];
  for (const need of made) {
    // One need a section batch: a second (never written by the module) or an unwanted one goes.
    if (need.batch !== null && wanted.has(need.batch) && !kept.has(need.batch)) kept.set(need.batch, need);
    else stale.push(need);
  }
  await removeRows(tx, systemContext(), timetableLessons, stale as unknown as Row[]);
  const changed = [...kept].flatMap(([batch, need]) => {
    const data = changesOf(need, wanted.get(batch)!);
    return Object.keys(data).length === 0 ? [] : [{ current: need as unknown as Row, data }];
  });
  await updateRows(tx, systemContext(), timetableLessons, changed);
  const updated = changed.length;
  const missing = [...wanted].filter(([batch]) => !kept.has(batch)).map(([, need]) => need as unknown as Data);
  if (missing.length > 0) await createRows(tx, systemContext(), timetableLessons, missing);
  return { created: missing.length, updated, removed: stale.length };
};
