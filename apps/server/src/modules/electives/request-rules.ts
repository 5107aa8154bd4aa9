import { courseRequests, electiveOffers, MAX_CHOICES_PER_BLOCK, students, type RowOf } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { unprocessable, violation } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { schoolClock } from '../school-life/school-clock.ts';

type Offer = RowOf<typeof electiveOffers>;

/** A parent or a student: the ones an offer's window binds (staff add and change requests any day). */
export const isFamily = (ctx: RequestContext): boolean =>
  ctx.caller?.audience === 'parent' || ctx.caller?.audience === 'student';

export type RequestWindow = 'before' | 'open' | 'closed';

/** Where today (the school's wall clock) falls in the offer's window, both days included. */
export const windowOn = (offer: Pick<Offer, 'requestsOpen' | 'requestsClose'>, today: string): RequestWindow =>
  today < offer.requestsOpen ? 'before' : today > offer.requestsClose ? 'closed' : 'open';

export const requestWindow = async (tx: Db, offer: Offer): Promise<RequestWindow> =>
  windowOn(offer, (await schoolClock(tx, offer.school)).date);

interface Choice {
  student: number;
  season: number;
  rank: number;
  offer: Offer;
  /** The request being changed; null for a new one. */
  id: number | null;
}

/**
 * The rules of a student's choice, each a 422 on its field with a message in the caller's
 * language: the offer's season and window (families only), a grade it is for, one request an
 * offer, at most three choices a block, and one choice a rank and block. The student's row is
 * locked first, so two saves of one family are checked one after the other.
 */
export const checkChoice = async (tx: Db, ctx: RequestContext, choice: Choice): Promise<void> => {
  const store = system(tx);
  const { offer } = choice;
  const student = await store.of(students).lock(choice.student);
  if (offer.season !== choice.season) throw violation('offer', 'ui.electives.other_season');
  if (isFamily(ctx)) {
    const window = await requestWindow(tx, offer);
    if (window === 'before')
      throw unprocessable([
        {
          propertyPath: 'offer',
          message: 'ui.electives.not_open_yet',
          values: { date: offer.requestsOpen },
          formats: { date: 'date' },
        },
      ]);
    if (window === 'closed') throw violation('offer', 'ui.electives.closed');
  }
  if (offer.gradeLevel !== null && offer.gradeLevel !== student.gradeLevel)
    throw violation('offer', 'ui.electives.other_grade');
  const others = (
    await store.of(courseRequests).list({ student: student.id, block: offer.block, season: offer.season })
  ).filter((row) => row.id !== choice.id);
  if (others.some((row) => row.offer === offer.id)) throw violation('offer', 'ui.electives.already_requested');
  if (others.filter((row) => row.requestStatus !== 'withdrawn').length >= MAX_CHOICES_PER_BLOCK)
    throw unprocessable([
      { propertyPath: 'offer', message: 'ui.electives.too_many', values: { max: String(MAX_CHOICES_PER_BLOCK) } },
    ]);
  const taken = others.find((row) => row.rank === choice.rank);
  if (taken) {
    const title = (await store.of(electiveOffers).first({ id: taken.offer }))?.title ?? '';
    throw unprocessable([
      {
        propertyPath: 'rank',
        message: 'ui.electives.rank_taken',
        values: { rank: String(choice.rank), block: offer.block, title },
      },
    ]);
  }
};
