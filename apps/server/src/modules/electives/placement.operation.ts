import {
  courseRequests,
  electiveOffers,
  electivePlacements,
  gradeLevels,
  seasons,
  type OfferCounts,
  type PlaceElectivesBody,
  type PlacementSummary,
} from '@kampus/contract';
import { count } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { recordAction } from '../../core/audit.ts';
import type { RequestContext } from '../../core/caller.ts';
import { unprocessable } from '../../core/problem.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { userNames } from '../timetable-cover/people-names.ts';
import { queueRunNotices, studentsToTell } from './notify-run.operation.ts';
import { planPlacement } from './place-students.ts';
import { syncSectionBatches } from './section-batches.operation.ts';
import { applyChanges, asPlacementOffer, asPlacementRequest, schoolNow } from './waitlist.operation.ts';

/** The active season, in the caller's reach (404 otherwise); none chosen is 422 on `season`. */
const activeSeason = async (db: Db, ctx: RequestContext) => {
  if (ctx.activeSeasonId === null) throw unprocessable([{ propertyPath: 'season', message: 'validation.required' }]);
  return scoped(db, ctx).of(seasons).get(ctx.activeSeasonId);
};

/**
 * The season's electives with their seats and how many students requested (any rank, first
 * choices), were placed and wait: one `count … group by` over the requests. And the latest run.
 */
export const placementSummary = async (db: Db, ctx: RequestContext): Promise<PlacementSummary> => {
  const season = await activeSeason(db, ctx);
  const offers = await scoped(db, ctx)
    .of(electiveOffers)
    .list({ season: season.id }, { order: { block: 'asc', title: 'asc' } });
  const requests = scoped(db, ctx).of(courseRequests);
  const table = requests.table;
  const rows =
    offers.length === 0
      ? []
      : await db
          .select({ offer: table.offer, status: table.requestStatus, rank: table.rank, n: count() })
          .from(table)
          .where(requests.condition({ season: season.id, offer: offers.map((offer) => offer.id) }))
          .groupBy(table.offer, table.requestStatus, table.rank);
  const grades = await system(db)
    .of(gradeLevels)
    .list({ id: offers.flatMap((offer) => (offer.gradeLevel === null ? [] : [offer.gradeLevel])) });
  const total = (offer: number, keep: (row: (typeof rows)[number]) => boolean) =>
    rows.filter((row) => row.offer === offer && keep(row)).reduce((sum, row) => sum + Number(row.n), 0);
  const counts: OfferCounts[] = offers.map((offer) => ({
    id: offer.id,
    title: offer.title,
    block: offer.block,
    gradeLevel: grades.find((grade) => grade.id === offer.gradeLevel)?.title ?? null,
    capacity: offer.capacity,
    sections: offer.sections ?? 1,
    seats: offer.capacity * (offer.sections ?? 1),
    requests: total(offer.id, (row) => row.status !== 'withdrawn'),
    firstChoices: total(offer.id, (row) => row.status !== 'withdrawn' && row.rank === 1),
    placed: total(offer.id, (row) => row.status === 'placed'),
    waitlisted: total(offer.id, (row) => row.status === 'waitlisted'),
  }));
  const run = await scoped(db, ctx)
    .of(electivePlacements)
    .first({ season: season.id }, { order: { id: 'desc' } });
  const names = await userNames(db, run?.placedBy ? [run.placedBy] : []);
  return {
    offers: counts,
    run: run
      ? {
          id: run.id,
          seed: run.seed,
          resetPlacements: run.resetPlacements ?? false,
          placedAt: run.placedAt,
          placedBy: run.placedBy === null ? null : (names.get(run.placedBy) ?? null),
          placedCount: run.placedCount,
          waitlistedCount: run.waitlistedCount,
        }
      : null,
  };
};

/**
 * Places the active season's students (place-students.ts) in the caller's transaction: the
 * season's offers are locked first (a withdrawal of one of them waits, and so does a second
 * placement), the changed requests written as the system, the families of the students it placed
 * or put on a waiting list told by a job after the commit (notify-run.operation.ts), the run
 * stored with its seed, and the act audited once as the caller's. Answers the summary after it.
 */
export const placeElectives = async (
  tx: Db,
  ctx: RequestContext,
  body: PlaceElectivesBody,
): Promise<PlacementSummary> => {
  const season = await activeSeason(tx, ctx);
  const offers = scoped(tx, ctx).of(electiveOffers);
  const listed = await offers.list({ season: season.id }, { order: { id: 'asc' } });
  for (const offer of listed) await offers.lock(offer.id);
  const requests = listed.length
    ? await system(tx)
        .of(courseRequests)
        .list({ season: season.id, offer: listed.map((offer) => offer.id) }, { order: { id: 'asc' } })
    : [];
  const seed = body.seed ?? randomInt(0, 2_147_483_647);
  const reset = body.reset === true;
  const plan = planPlacement(listed.map(asPlacementOffer), requests.map(asPlacementRequest), { seed, reset });
  const now = await schoolNow(tx, season.school);
  await applyChanges(tx, plan.changes, now);
  // The families of those it placed or put on a waiting list hear of it once it has committed.
  const before = new Map(requests.map((row) => [row.id, { student: row.student, status: row.requestStatus ?? '' }]));
  await queueRunNotices(tx, { season: season.id, language: ctx.language }, studentsToTell(plan.changes, before));
  // The sections' batches follow, in this transaction: placed students in, others out; and the
  // needs of the offers that say what the week needs (block-needs.operation.ts).
  const needs = await syncSectionBatches(
    tx,
    listed.map((offer) => offer.id),
  );
  const run = await system(tx)
    .of(electivePlacements)
    .insert({
      school: season.school,
      season: season.id,
      seed,
      resetPlacements: reset,
      placedCount: plan.placed,
      waitlistedCount: plan.waitlisted,
      placedBy: ctx.caller?.id ?? null,
      placedAt: now,
    });
  await recordAction(tx, ctx, {
    resource: 'elective_placements',
    id: run.id,
    action: 'electives_place',
    school: season.school,
    after: { seed, reset, placed: plan.placed, waitlisted: plan.waitlisted, changed: plan.changes.length, needs },
  });
  return placementSummary(tx, ctx);
};
