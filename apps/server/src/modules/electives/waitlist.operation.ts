import { courseRequests, electiveOffers, type RowOf } from '@kampus/contract';
import { recordAction } from '../../core/audit.ts';
import type { RequestContext } from '../../core/caller.ts';
import { systemContext } from '../../core/caller.ts';
import type { Data, Row } from '../../core/hooks.ts';
import { system } from '../../core/repository.ts';
import { updateRows } from '../../core/write-pipeline.ts';
import type { Db } from '../../db/database.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { notifyPlaced } from './notify-placed.operation.ts';
import { syncSectionBatches } from './section-batches.operation.ts';
import {
  closeUpLines,
  fillFreedSeat,
  type PlacementChange,
  type PlacementOffer,
  type PlacementRequest,
} from './place-students.ts';

type Request = RowOf<typeof courseRequests>;

/** A stored request as the placement reads it. */
export const asPlacementRequest = (row: Request): PlacementRequest => ({
  id: row.id,
  student: row.student,
  offer: row.offer,
  block: row.block ?? '',
  rank: row.rank,
  status: row.requestStatus ?? 'requested',
  section: row.section,
  waitlistPosition: row.waitlistPosition,
});

export const asPlacementOffer = (row: RowOf<typeof electiveOffers>): PlacementOffer => ({
  id: row.id,
  block: row.block,
  capacity: row.capacity,
  sections: row.sections ?? 1,
});

/** `YYYY-MM-DD HH:mm:ss` on the school's wall clock. */
export const schoolNow = async (tx: Db, school: number): Promise<string> => {
  const clock = await schoolClock(tx, school);
  return `${clock.date} ${clock.time.length === 5 ? `${clock.time}:00` : clock.time}`;
};

/**
 * Writes the placement's changes as the system (the placement decides them; the act is audited
 * once by whoever caused it). Only the rows that change are written, set-based: one read of
 * them, then one statement for those that keep their placing time and one for those that set it.
 */
export const applyChanges = async (tx: Db, changes: readonly PlacementChange[], now: string): Promise<void> => {
  if (changes.length === 0) return;
  const current = await system(tx)
    .of(courseRequests)
    .list({ id: changes.map((change) => change.id) });
  const byId = new Map(current.map((row) => [row.id, row]));
  await updateRows(
    tx,
    systemContext(),
    courseRequests,
    changes.flatMap((change) => {
      const row = byId.get(change.id);
      if (!row) return [];
      const data: Data = {
        requestStatus: change.status,
        section: change.section,
        waitlistPosition: change.waitlistPosition,
        ...(change.placedNow ? { placedAt: now } : change.status === 'placed' ? {} : { placedAt: null }),
      };
      return [{ current: row as unknown as Row, data }];
    }),
  );
};

/**
 * A request left its elective (withdrawn, or deleted by staff): as it stood before, `row`. A
 * placed student's seat goes to the first on the elective's waiting list still placed nowhere in
 * the block, whose family is told; the leaver's other choices of the block count again for the
 * next placement (`requested`), and the sections' batches follow. A waiting student's lines close up. The offer's row is locked
 * first, so a placement or another withdrawal of the same elective waits for this one.
 */
export const releaseRequest = async (
  tx: Db,
  ctx: RequestContext,
  row: Request,
  options: { gone: boolean },
): Promise<void> => {
  if (row.requestStatus !== 'placed' && row.requestStatus !== 'waitlisted') return;
  const offer = await system(tx).of(electiveOffers).lock(row.offer);
  const now = await schoolNow(tx, offer.school);
  const stored = await system(tx).of(courseRequests).list({ season: row.season, block: row.block });
  // The leaver's request as it is now: gone, or withdrawn.
  const block = stored
    .filter((request) => !(options.gone && request.id === row.id))
    .map(asPlacementRequest)
    .map((request) =>
      request.id === row.id
        ? { ...request, status: 'withdrawn' as const, section: null, waitlistPosition: null }
        : request,
    );
  if (row.requestStatus === 'waitlisted') {
    await applyChanges(tx, closeUpLines(block), now);
    return;
  }
  const again = block
    .filter((request) => request.student === row.student && request.status === 'not_needed')
    .map((request) => ({ ...request, status: 'requested' as const }));
  const reopened: PlacementChange[] = again.map((request) => ({
    id: request.id,
    status: 'requested',
    section: null,
    waitlistPosition: null,
    placedNow: false,
  }));
  const current = block.map((request) => again.find((other) => other.id === request.id) ?? request);
  const { changes, placed } = fillFreedSeat(asPlacementOffer(offer), current);
  await applyChanges(tx, [...reopened, ...changes], now);
  // The leaver leaves the section's batch and the one placed joins it, in this transaction.
  await syncSectionBatches(tx, [offer.id], options.gone ? { leaving: row.id } : {});
  if (!placed) return;
  const section = changes.find((change) => change.id === placed.id)?.section ?? 1;
  await recordAction(tx, ctx, {
    resource: 'course_requests',
    id: placed.id,
    action: 'elective_waitlist_placed',
    school: offer.school,
    after: { offer: offer.id, student: placed.student, section, freedBy: row.id },
  });
  await notifyPlaced(tx, ctx, { offer, student: placed.student, section });
};
