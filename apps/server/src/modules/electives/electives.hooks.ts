import { batches, courseRequests, electiveOffers, timetableLessons, type RowOf } from '@kampus/contract';
import { systemContext } from '../../core/caller.ts';
import { defineHooks, type Row } from '../../core/hooks.ts';
import { conflict, unprocessable, violation } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import { updateRow, updateRows } from '../../core/write-pipeline.ts';
import type { Db } from '../../db/database.ts';
import { syncBlockNeeds } from './block-needs.operation.ts';
import { checkChoice, isFamily, requestWindow } from './request-rules.ts';
import { sectionBatchTitle } from './section-batches.operation.ts';
import { releaseRequest } from './waitlist.operation.ts';

type Offer = RowOf<typeof electiveOffers>;
type Request = RowOf<typeof courseRequests>;

const checkDates = (open: string | null | undefined, close: string | null | undefined): void => {
  if (open && close && close < open) throw violation('requestsClose', 'validation.end_before_start');
};

const placedIn = async (tx: Db, offer: number): Promise<number> =>
  system(tx).of(courseRequests).count({ offer, requestStatus: 'placed' });

/**
 * An offer's window closes after it opens; once students chose it, its block and grade stay (the
 * requests keep the block as a key, and a grade change would strand them); its seats never drop
 * below the students placed in it.
 */
export const electiveOffersHooks = defineHooks(electiveOffers, {
  beforeCreate: (_tx, _ctx, data) => {
    checkDates(data.requestsOpen, data.requestsClose);
    return data;
  },
  beforeUpdate: async (tx, _ctx, data, current) => {
    checkDates(data.requestsOpen ?? current.requestsOpen, data.requestsClose ?? current.requestsClose);
    const moved = (['block', 'gradeLevel'] as const).filter(
      (field) => data[field] !== undefined && data[field] !== current[field],
    );
    if (moved.length > 0 && (await system(tx).of(courseRequests).count({ offer: current.id })) > 0)
      throw unprocessable(moved.map((field) => ({ propertyPath: field, message: 'ui.electives.block_has_requests' })));
    const seats = (data.capacity ?? current.capacity) * (data.sections ?? current.sections ?? 1);
    const placed = await placedIn(tx, current.id);
    if (seats < placed)
      throw unprocessable([
        {
          propertyPath: data.capacity !== undefined ? 'capacity' : 'sections',
          message: 'ui.electives.seats_below_placed',
          values: { count: String(placed) },
        },
      ]);
    return data;
  },
  // What the week needs follows the offer (block-needs.operation.ts): a section batch taught by
  // the offer's teacher follows a new one, and the block's needs are written again. A renamed
  // offer renames its sections' batches that still carry the old name ("Robotics · 2"); a batch
  // staff named otherwise keeps its name.
  afterUpdate: async (tx, _ctx, row, previous) => {
    if (row.title !== previous.title) {
      const sections = await system(tx).of(batches).list({ electiveOffer: row.id });
      const renamed = sections.flatMap((batch) =>
        batch.title === sectionBatchTitle(previous, batch.electiveSection ?? 1)
          ? [{ current: batch as unknown as Row, data: { title: sectionBatchTitle(row, batch.electiveSection ?? 1) } }]
          : [],
      );
      await updateRows(tx, systemContext(), batches, renamed);
    }
    if (previous.teacher !== null && row.teacher !== previous.teacher)
      await system(tx)
        .of(batches)
        .updateWhere({ electiveOffer: row.id, teacher: previous.teacher }, { teacher: row.teacher });
    const fields = ['course', 'block', 'sections', 'teacher', 'periodsPerWeek', 'length', 'roomKind'] as const;
    if (fields.some((field) => row[field] !== previous[field])) await syncBlockNeeds(tx, [row.id]);
  },
});

/** A section batch whose teacher staff change: its need is taught by the new one. */
export const sectionBatchesHooks = defineHooks(batches, {
  afterUpdate: async (tx, ctx, row, previous) => {
    // The module's own writes (the system's) sync the needs themselves.
    if (ctx.caller === null || row.electiveOffer === null) return;
    if (row.teacher !== previous.teacher) await syncBlockNeeds(tx, [row.electiveOffer]);
  },
});

/** The fields of a need the electives module writes from the offer (never changed by hand). */
const OFFER_NEED_FIELDS = [
  'season',
  'classId',
  'batch',
  'course',
  'periodsPerWeek',
  'length',
  'roomKind',
  'parallelGroup',
] as const;

/**
 * A need the module wrote (it names its `electiveOffer`) is the offer's: a person changing what
 * the offer holds is 422 on the field ("change it on the elective"); its teacher may change, and
 * goes to the section's batch, so the next sync keeps it. The rest (fixed starts, subject rules)
 * is staff's, as on any need.
 */
export const offerNeedsHooks = defineHooks(timetableLessons, {
  beforeUpdate: async (tx, ctx, data, current) => {
    if (ctx.caller === null || current.electiveOffer === null) return data;
    const changed = OFFER_NEED_FIELDS.filter((field) => data[field] !== undefined && data[field] !== current[field]);
    if (changed.length > 0)
      throw unprocessable(changed.map((field) => ({ propertyPath: field, message: 'ui.electives.need_from_offer' })));
    if (data.teacher !== undefined && data.teacher !== current.teacher && current.batch !== null) {
      const batch = await system(tx).of(batches).first({ id: current.batch });
      if (batch) await updateRow(tx, systemContext(), batches, batch, { teacher: data.teacher });
    }
    return data;
  },
});

const offerOf = async (tx: Db, id: number): Promise<Offer | undefined> => system(tx).of(electiveOffers).first({ id });

/**
 * A request's rules (request-rules.ts) on every write by a person; the placement's own writes
 * (the system's) set the status, section and place in line. By hand a status only becomes
 * `withdrawn`, which frees a place for the first on the waiting list (waitlist.operation.ts); a
 * request placed or waiting keeps its elective, student and rank.
 */
export const courseRequestsHooks = defineHooks(courseRequests, {
  beforeCreate: async (tx, ctx, data) => {
    const offer = await offerOf(tx, Number(data.offer));
    if (!offer) return data;
    if (ctx.caller === null) return { ...data, block: offer.block };
    if ((data.requestStatus ?? 'requested') !== 'requested')
      throw violation('requestStatus', 'ui.electives.status_by_placement');
    await checkChoice(tx, ctx, {
      student: Number(data.student),
      season: Number(data.season),
      rank: Number(data.rank),
      offer,
      id: null,
    });
    return { ...data, block: offer.block, section: null, waitlistPosition: null, placedAt: null };
  },
  beforeUpdate: async (tx, ctx, data, current) => {
    if (ctx.caller === null) return data;
    const status = data.requestStatus ?? current.requestStatus;
    if (status !== current.requestStatus && (status !== 'withdrawn' || current.requestStatus === 'withdrawn'))
      throw violation('requestStatus', 'ui.electives.status_by_placement');
    const changed = (['offer', 'student', 'rank'] as const).filter(
      (field) => data[field] !== undefined && data[field] !== current[field],
    );
    if (changed.length > 0) {
      if (current.requestStatus !== 'requested' || status !== 'requested')
        throw unprocessable(changed.map((field) => ({ propertyPath: field, message: 'ui.electives.placed_already' })));
      const offer = await offerOf(tx, data.offer ?? current.offer);
      if (offer) {
        await checkChoice(tx, ctx, {
          student: data.student ?? current.student,
          season: data.season ?? current.season,
          rank: data.rank ?? current.rank,
          offer,
          id: current.id,
        });
        return { ...data, block: offer.block };
      }
    }
    if (status === 'withdrawn' && current.requestStatus !== 'withdrawn')
      return { ...data, section: null, waitlistPosition: null };
    return data;
  },
  afterUpdate: async (tx, ctx, row, previous) => {
    if (row.requestStatus === 'withdrawn' && previous.requestStatus !== 'withdrawn')
      await releaseRequest(tx, ctx, previous, { gone: false });
  },
  beforeDelete: async (tx, ctx, row: Request) => {
    if (isFamily(ctx)) {
      // A family takes back a choice (or clears a withdrawn one) while the window is open; after
      // that, or once placed or waiting, it withdraws.
      const offer = await offerOf(tx, row.offer);
      const window = offer ? await requestWindow(tx, offer) : 'closed';
      const takenBack = row.requestStatus === 'requested' || row.requestStatus === 'withdrawn';
      if (!takenBack || window !== 'open') throw conflict('ui.electives.withdraw_instead');
    }
    if (row.requestStatus === 'placed' || row.requestStatus === 'waitlisted')
      await releaseRequest(tx, ctx, row, { gone: true });
  },
});
