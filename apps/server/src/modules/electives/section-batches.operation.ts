import { batches, courseRequests, electiveOffers, studentBatches, type RowOf } from '@kampus/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { systemContext } from '../../core/caller.ts';
import { system } from '../../core/repository.ts';
import { createRows, removeRows } from '../../core/write-pipeline.ts';
import type { Db } from '../../db/database.ts';
import { syncBlockNeeds, type NeedsChanged } from './block-needs.operation.ts';

type Offer = RowOf<typeof electiveOffers>;
type Batch = RowOf<typeof batches>;

/** A section's batch title: "Robotics · 1" (the section's number, also for a single section). */
export const sectionBatchTitle = (offer: Pick<Offer, 'title'>, section: number): string =>
  `${offer.title.slice(0, 90)} · ${section}`;

/**
 * One batch for each section of each offer, created where missing (one insert for them all).
 * Section 1 starts with the offer's teacher; the others with none, for staff to name.
 */
const ensureSectionBatches = async (tx: Db, offers: readonly Offer[]): Promise<Batch[]> => {
  const existing = await system(tx)
    .of(batches)
    .list({ electiveOffer: offers.map((offer) => offer.id) });
  const has = new Set(existing.map((batch) => `${batch.electiveOffer}:${batch.electiveSection}`));
  const missing = offers.flatMap((offer) =>
    Array.from({ length: offer.sections ?? 1 }, (_, index) => index + 1)
      .filter((section) => !has.has(`${offer.id}:${section}`))
      .map((section) => ({
        school: offer.school,
        season: offer.season,
        courseId: offer.course,
        title: sectionBatchTitle(offer, section),
        capacity: offer.capacity,
        electiveOffer: offer.id,
        electiveSection: section,
        teacher: section === 1 ? offer.teacher : null,
      })),
  );
  if (missing.length === 0) return existing;
  const created = (await createRows(tx, systemContext(), batches, missing)) as Batch[];
  return [...existing, ...created];
};

/**
 * Keeps the sections' batches in step with the placement, in the caller's transaction: a batch
 * per offer section (created on first need, kept after: a lesson may name it), and in each batch
 * exactly the students whose request is placed in that section. A withdrawn, moved or reset
 * student leaves their batch; a newly placed one joins (`leaving`: a request about to be deleted,
 * not counted). Set-based: one read of the placed
 * requests joined to their batches, one of the members, then one delete and one insert. The
 * offers' timetable needs follow the batches (block-needs.operation.ts): answers what changed
 * in them, for the caller's audit entry.
 */
export const syncSectionBatches = async (
  tx: Db,
  offerIds: readonly number[],
  options: { leaving?: number } = {},
): Promise<NeedsChanged> => {
  const offers =
    offerIds.length === 0
      ? []
      : await system(tx)
          .of(electiveOffers)
          .list({ id: [...new Set(offerIds)] });
  if (offers.length === 0) return { created: 0, updated: 0, removed: 0 };
  const sectionBatches = await ensureSectionBatches(tx, offers);
  const requests = system(tx).of(courseRequests).table;
  const batchTable = system(tx).of(batches).table;
  const wanted = await tx
    .select({ student: requests.student, batch: batchTable.id, school: requests.school })
    .from(requests)
    .innerJoin(
      batchTable,
      and(eq(batchTable.electiveOffer, requests.offer), eq(batchTable.electiveSection, requests.section)),
    )
    .where(
      and(
        inArray(
          requests.offer,
          offers.map((offer) => offer.id),
        ),
        eq(requests.requestStatus, 'placed'),
        // A request being deleted (its hook runs before the row goes) no longer counts.
        options.leaving === undefined ? undefined : ne(requests.id, options.leaving),
      ),
    );
  const members = await system(tx)
    .of(studentBatches)
    .list({ batchId: sectionBatches.map((batch) => batch.id) });
  const key = (student: number, batch: number) => `${student}:${batch}`;
  const wantedKeys = new Set(wanted.map((row) => key(row.student, row.batch)));
  const memberKeys = new Set(members.map((row) => key(row.studentId, row.batchId)));
  const leaving = members.filter((row) => !wantedKeys.has(key(row.studentId, row.batchId)));
  const joining = wanted.filter((row) => !memberKeys.has(key(row.student, row.batch)));
  await removeRows(tx, systemContext(), studentBatches, leaving);
  if (joining.length > 0)
    await createRows(
      tx,
      systemContext(),
      studentBatches,
      joining.map((row) => ({ school: row.school, studentId: row.student, batchId: row.batch })),
    );
  return syncBlockNeeds(
    tx,
    offers.map((offer) => offer.id),
  );
};
