import {
  courseRequests,
  courses,
  electiveOffers,
  MAX_CHOICES_PER_BLOCK,
  seasons,
  type ElectiveBlock,
  type RowOf,
  type SaveChoicesBody,
  type StudentElectives,
  students,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { unprocessable } from '../../core/problem.ts';
import { scoped, system } from '../../core/repository.ts';
import { itemCheck } from '../../core/write-pipeline.ts';
import type { Db } from '../../db/database.ts';
import type { Violation } from '@kampus/contract';
import { schoolClock } from '../school-life/school-clock.ts';
import { userNames } from '../timetable-cover/people-names.ts';
import { windowOn } from './request-rules.ts';

type Student = RowOf<typeof students>;
type Offer = RowOf<typeof electiveOffers>;

/** The season whose electives a student's family sees: the active one when it is the student's school's, else its default. */
const seasonOf = async (db: Db, ctx: RequestContext, student: Student): Promise<number | null> => {
  const store = system(db).of(seasons);
  const active = ctx.activeSeasonId === null ? undefined : await store.first({ id: ctx.activeSeasonId });
  if (active?.school === student.school) return active.id;
  return (await store.first({ school: student.school, isDefault: true }))?.id ?? null;
};

/** Whole days from one `YYYY-MM-DD` to another. */
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * A student's electives as their family reads them: the blocks of the season with the electives
 * their grade may request (and any they requested), each with its subject, teacher, seats and
 * window, and the student's choices with where they stand. Read as the system: the engine loaded
 * the student through the caller's reach, and an offer is no secret in its school.
 */
export const studentElectives = async (db: Db, ctx: RequestContext, student: Student): Promise<StudentElectives> => {
  const today = (await schoolClock(db, student.school)).date;
  const base = {
    student: { id: student.id, name: `${student.name} ${student.lastName}` },
    today,
    maxChoices: MAX_CHOICES_PER_BLOCK,
  };
  const season = await seasonOf(db, ctx, student);
  if (season === null) return { ...base, blocks: [] };
  const store = system(db);
  const requests = await store.of(courseRequests).list({ student: student.id, season }, { order: { rank: 'asc' } });
  const offers = (
    await store.of(electiveOffers).list({ school: student.school, season }, { order: { block: 'asc', title: 'asc' } })
  ).filter(
    (offer) =>
      offer.gradeLevel === null ||
      offer.gradeLevel === student.gradeLevel ||
      requests.some((request) => request.offer === offer.id),
  );
  const subjects = await store.of(courses).list({ id: offers.map((offer) => offer.course) });
  const teachers = await userNames(
    db,
    offers.flatMap((offer) => (offer.teacher === null ? [] : [offer.teacher])),
  );
  const card = (offer: Offer) => {
    const open = windowOn(offer, today) === 'open';
    return {
      id: offer.id,
      title: offer.title,
      course: subjects.find((course) => course.id === offer.course)?.title ?? '',
      teacher: offer.teacher === null ? null : (teachers.get(offer.teacher) ?? null),
      summary: offer.offerSummary,
      capacity: offer.capacity,
      sections: offer.sections ?? 1,
      requestsOpen: offer.requestsOpen,
      requestsClose: offer.requestsClose,
      open,
      daysLeft: open ? daysBetween(today, offer.requestsClose) : null,
    };
  };
  const blocks: ElectiveBlock[] = [...new Set(offers.map((offer) => offer.block))].sort().map((block) => {
    const cards = offers.filter((offer) => offer.block === block).map(card);
    return {
      block,
      open: cards.some((offer) => offer.open),
      offers: cards,
      choices: requests
        .filter((request) => cards.some((offer) => offer.id === request.offer))
        .map((request) => ({
          id: request.id,
          offer: request.offer,
          title: cards.find((offer) => offer.id === request.offer)?.title ?? '',
          rank: request.rank,
          status: request.requestStatus ?? 'requested',
          section: request.section,
          waitlistPosition: request.waitlistPosition,
        })),
    };
  });
  return { ...base, blocks };
};

/**
 * Saves a student's choices of the electives open today, in the caller's transaction and through
 * the requests' own write path (their rules, the family's reach, the audit trail): the requested
 * choices no longer chosen go first (so ranks may swap), then each new choice is requested, its
 * refusals named `choices[i].<field>`. Requests placed or waiting are left as they are; a withdrawn
 * one gives way when its elective or its rank is chosen again.
 */
export const saveChoices = async (
  tx: Db,
  ctx: RequestContext,
  student: Student,
  body: SaveChoicesBody,
): Promise<StudentElectives> => {
  const season = await seasonOf(tx, ctx, student);
  if (season === null) throw unprocessable([{ propertyPath: 'season', message: 'validation.required' }]);
  const today = (await schoolClock(tx, student.school)).date;
  const offers = await system(tx).of(electiveOffers).list({ school: student.school, season });
  const open = new Set(offers.filter((offer) => windowOn(offer, today) === 'open').map((offer) => offer.id));
  const blockOf = new Map(offers.map((offer) => [offer.id, offer.block]));
  const requests = scoped(tx, ctx).of(courseRequests);
  const existing = await system(tx).of(courseRequests).list({ student: student.id, season });
  const chosen = (row: { offer: number; rank: number }) =>
    body.choices.some((choice) => choice.offer === row.offer && choice.rank === row.rank);
  // A request withdrawn while its window is open makes way when its elective or its rank is chosen again.
  const chosenAgain = (row: { offer: number; block: string | null; rank: number }) =>
    body.choices.some(
      (choice) => choice.offer === row.offer || (blockOf.get(choice.offer) === row.block && choice.rank === row.rank),
    );
  const goes = (row: (typeof existing)[number]) =>
    open.has(row.offer) &&
    ((row.requestStatus === 'requested' && !chosen(row)) || (row.requestStatus === 'withdrawn' && chosenAgain(row)));
  for (const row of existing) if (goes(row)) await requests.remove(row.id);
  const kept = existing.filter((row) => !goes(row));
  const violations: Violation[] = [];
  for (const [index, choice] of body.choices.entries()) {
    if (kept.some((row) => row.offer === choice.offer && row.rank === choice.rank)) continue;
    await itemCheck(
      index,
      violations,
      () =>
        requests.insert({
          school: student.school,
          season,
          student: student.id,
          offer: choice.offer,
          rank: choice.rank,
        }),
      'choices',
    );
  }
  if (violations.length > 0) throw unprocessable(violations);
  return studentElectives(tx, ctx, student);
};

/**
 * Withdraws a request through its write path as the caller's act (the hooks free its place for
 * the first on the waiting list and tell their family); one withdrawn already is left as it is.
 * The engine loaded the request through the caller's reach and update grant (another family's: 404).
 */
export const withdrawRequest = async (tx: Db, ctx: RequestContext, id: number): Promise<StudentElectives> => {
  const request = await system(tx).of(courseRequests).lock(id);
  if (request.requestStatus !== 'withdrawn')
    await scoped(tx, ctx).of(courseRequests).update(id, { requestStatus: 'withdrawn' });
  return studentElectives(tx, ctx, await system(tx).of(students).get(request.student));
};
