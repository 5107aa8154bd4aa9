import type { CourseRequestStatus } from '@kampus/contract';
import { seededRandom, type Random } from '@kampus/contract/random';
import { flowNetwork } from './min-cost-flow.ts';

/**
 * The placement of students into electives, as a pure function of the season's offers and
 * requests (docs/timetable.md, "Course requests and electives"). Per block, in this order of
 * importance:
 *
 *   1. as many students placed as the seats allow (a student in at most one elective a block);
 *   2. then the fewest steps down their ranking (a first choice costs 0, a second 1, a third 2);
 *   3. then, among equals, the students earlier in a seeded lottery are placed, and higher.
 *
 * That is one minimum-cost maximum flow (students → their choices → seats left), with costs
 * scaled so each aim outweighs everything below it. Students already placed keep their place
 * unless the run resets; sections fill evenly; every student placed nowhere in a block waits on
 * each of their choices there, behind those already waiting.
 */

export interface PlacementOffer {
  id: number;
  block: string;
  /** Seats a section. */
  capacity: number;
  sections: number;
}

export interface PlacementRequest {
  id: number;
  student: number;
  offer: number;
  block: string;
  rank: number;
  status: CourseRequestStatus;
  section: number | null;
  waitlistPosition: number | null;
}

/** What a request becomes; only requests whose status, section or place in line change are listed. */
export interface PlacementChange {
  id: number;
  status: CourseRequestStatus;
  section: number | null;
  waitlistPosition: number | null;
  /** Placed by this run (its `placedAt` is now). */
  placedNow: boolean;
}

export interface PlacementPlan {
  changes: PlacementChange[];
  /** Students this run placed, and students it left waiting in some block (once a block each). */
  placed: number;
  waitlisted: number;
}

const byNumber = (a: number, b: number) => a - b;

/** Placed students per offer and section (index 0 is section 1), from the requests placed. */
const sectionCounts = (offer: PlacementOffer, placed: readonly PlacementRequest[]): number[] => {
  const counts = new Array<number>(offer.sections).fill(0);
  for (const request of placed) {
    const index = (request.section ?? 0) - 1;
    if (index >= 0 && index < counts.length) counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
};

/** The least filled section with a seat left (lowest number on a tie), or null when every section is full. */
export const emptiestSection = (counts: readonly number[], capacity: number): number | null => {
  let best: number | null = null;
  for (const [index, count] of counts.entries()) {
    if (count >= capacity) continue;
    if (best === null || count < (counts[best - 1] ?? 0)) best = index + 1;
  }
  return best;
};

/**
 * One block's assignment: which elective each student gets, as student → offer. `order` is the
 * lottery's order of the students (earlier is favoured). Pure and deterministic.
 */
export const assignBlock = (
  seats: ReadonlyMap<number, number>,
  choices: readonly { student: number; offer: number; rank: number }[],
  order: readonly number[],
): Map<number, number> => {
  const students = order.filter((student) => choices.some((choice) => choice.student === student));
  const offers = [...seats.keys()].sort(byNumber);
  const n = students.length;
  const studentNode = new Map(students.map((student, index) => [student, index + 1]));
  const offerNode = new Map(offers.map((offer, index) => [offer, n + 1 + index]));
  const sink = n + offers.length + 1;
  const network = flowNetwork(sink + 1);
  // Rank steps outweigh every lottery term (each at most 3n, n of them).
  const rankWeight = 3 * n * n + 1;
  for (const student of students) network.addEdge(0, studentNode.get(student) ?? 0, 1, 0);
  const edges: { student: number; offer: number; edge: number }[] = [];
  for (const choice of choices) {
    const from = studentNode.get(choice.student);
    const target = offerNode.get(choice.offer);
    if (from === undefined || target === undefined) continue;
    const position = from - 1;
    const steps = Math.max(0, choice.rank - 1);
    // Placing an earlier student costs less (they are placed first), and pushing them down a rank more.
    const lottery = position + steps * (n - position);
    edges.push({
      student: choice.student,
      offer: choice.offer,
      edge: network.addEdge(from, target, 1, steps * rankWeight + lottery),
    });
  }
  for (const offer of offers) network.addEdge(offerNode.get(offer) ?? 0, sink, Math.max(0, seats.get(offer) ?? 0), 0);
  network.solve(0, sink);
  return new Map(edges.filter(({ edge }) => network.flowOn(edge) > 0).map(({ student, offer }) => [student, offer]));
};

/** The lottery's order of a block's students: their ids shuffled by the run's generator. */
const lotteryOrder = (random: Random, students: Iterable<number>): number[] =>
  random.shuffle([...new Set(students)].sort(byNumber));

interface Outcome {
  status: CourseRequestStatus;
  section: number | null;
  waitlistPosition: number | null;
  placedNow: boolean;
}

/** One block: who stays, who is placed where, who waits where and in what order. */
const placeBlock = (
  offers: readonly PlacementOffer[],
  requests: readonly PlacementRequest[],
  random: Random,
  outcomes: Map<number, Outcome>,
): { placed: number; waitlisted: number } => {
  const live = requests.filter((request) => request.status !== 'withdrawn');
  const kept = new Set(live.filter((request) => request.status === 'placed').map((request) => request.student));
  const waiting = live.filter((request) => !kept.has(request.student));
  const order = lotteryOrder(
    random,
    waiting.map((request) => request.student),
  );
  const position = new Map(order.map((student, index) => [student, index]));
  const counts = new Map(
    offers.map((offer) => [
      offer.id,
      sectionCounts(
        offer,
        live.filter((request) => request.offer === offer.id && request.status === 'placed'),
      ),
    ]),
  );
  const placedIn = (offer: number) => live.filter((r) => r.offer === offer && r.status === 'placed').length;
  const seats = new Map(
    offers.map((offer) => [offer.id, Math.max(0, offer.capacity * offer.sections - placedIn(offer.id))]),
  );
  const assigned = assignBlock(seats, waiting, order);
  // Sections: in the lottery's order, each newcomer to the emptiest section of their elective.
  for (const student of order) {
    const offerId = assigned.get(student);
    const offer = offers.find((row) => row.id === offerId);
    const request = waiting.find((row) => row.student === student && row.offer === offerId);
    if (!offer || !request) continue;
    const sections = counts.get(offer.id) ?? [];
    const section = emptiestSection(sections, offer.capacity) ?? 1;
    sections[section - 1] = (sections[section - 1] ?? 0) + 1;
    outcomes.set(request.id, { status: 'placed', section, waitlistPosition: null, placedNow: true });
  }
  for (const request of waiting) {
    if (outcomes.has(request.id)) continue;
    const placedElsewhere = assigned.has(request.student);
    outcomes.set(request.id, {
      status: placedElsewhere ? 'not_needed' : 'waitlisted',
      section: null,
      waitlistPosition: null,
      placedNow: false,
    });
  }
  // Each elective's line: those already waiting keep their order, then the newcomers by rank and lottery.
  for (const offer of offers) {
    const line = waiting
      .filter((request) => request.offer === offer.id && outcomes.get(request.id)?.status === 'waitlisted')
      .sort((a, b) => {
        const before = (row: PlacementRequest) =>
          row.status === 'waitlisted' && row.waitlistPosition !== null ? row.waitlistPosition : Number.MAX_SAFE_INTEGER;
        return (
          before(a) - before(b) || a.rank - b.rank || (position.get(a.student) ?? 0) - (position.get(b.student) ?? 0)
        );
      });
    for (const [index, request] of line.entries()) {
      const outcome = outcomes.get(request.id);
      if (outcome) outcome.waitlistPosition = index + 1;
    }
  }
  // A student who keeps their place needs none of their other choices of the block.
  for (const request of live) {
    if (kept.has(request.student) && request.status !== 'placed' && request.status !== 'not_needed')
      outcomes.set(request.id, { status: 'not_needed', section: null, waitlistPosition: null, placedNow: false });
  }
  const unplaced = new Set(waiting.filter((request) => !assigned.has(request.student)).map((r) => r.student));
  return { placed: assigned.size, waitlisted: unplaced.size };
};

/**
 * Places the season: each block on its own, blocks in order of their names, the lottery drawn
 * from `seed` block after block. `reset` places everyone again as if no one were placed.
 */
export const planPlacement = (
  offers: readonly PlacementOffer[],
  requests: readonly PlacementRequest[],
  options: { seed: number; reset: boolean },
): PlacementPlan => {
  const random = seededRandom(options.seed);
  const current = options.reset
    ? requests.map((request) =>
        request.status === 'withdrawn'
          ? request
          : { ...request, status: 'requested' as const, section: null, waitlistPosition: null },
      )
    : requests;
  const outcomes = new Map<number, Outcome>();
  let placed = 0;
  let waitlisted = 0;
  const blocks = [...new Set(offers.map((offer) => offer.block))].sort();
  for (const block of blocks) {
    const blockOffers = offers.filter((offer) => offer.block === block).sort((a, b) => a.id - b.id);
    const ids = new Set(blockOffers.map((offer) => offer.id));
    const counts = placeBlock(
      blockOffers,
      current.filter((request) => ids.has(request.offer)).sort((a, b) => a.id - b.id),
      random,
      outcomes,
    );
    placed += counts.placed;
    waitlisted += counts.waitlisted;
  }
  const changes: PlacementChange[] = [];
  for (const request of requests) {
    const outcome = outcomes.get(request.id);
    if (!outcome) continue;
    const same =
      outcome.status === request.status &&
      outcome.section === request.section &&
      outcome.waitlistPosition === request.waitlistPosition;
    if (!same || (options.reset && outcome.placedNow)) changes.push({ id: request.id, ...outcome });
  }
  return { changes, placed, waitlisted };
};

/**
 * A seat came free in `offer` (a placed student withdrew or was removed): the first on its
 * waiting list still placed nowhere in the block takes it, in the emptiest section; their other
 * choices of the block are no longer needed, and every line they stood in closes up. Answers the
 * changes (none when nobody waits or no seat is free) and the request placed.
 */
export const fillFreedSeat = (
  offer: PlacementOffer,
  blockRequests: readonly PlacementRequest[],
): { changes: PlacementChange[]; placed: PlacementRequest | null } => {
  const placedHere = blockRequests.filter((request) => request.offer === offer.id && request.status === 'placed');
  const counts = sectionCounts(offer, placedHere);
  const section = emptiestSection(counts, offer.capacity);
  if (placedHere.length >= offer.capacity * offer.sections || section === null) return { changes: [], placed: null };
  const placedStudents = new Set(
    blockRequests.filter((request) => request.status === 'placed').map((request) => request.student),
  );
  const first = blockRequests
    .filter(
      (request) =>
        request.offer === offer.id && request.status === 'waitlisted' && !placedStudents.has(request.student),
    )
    .sort(
      (a, b) =>
        (a.waitlistPosition ?? Number.MAX_SAFE_INTEGER) - (b.waitlistPosition ?? Number.MAX_SAFE_INTEGER) ||
        a.id - b.id,
    )[0];
  if (!first) return { changes: [], placed: null };
  const changes: PlacementChange[] = [
    { id: first.id, status: 'placed', section, waitlistPosition: null, placedNow: true },
  ];
  const after = blockRequests.map((request) => {
    if (request.id === first.id) return { ...request, status: 'placed' as const };
    if (request.student === first.student && request.status === 'waitlisted')
      return { ...request, status: 'not_needed' as const, waitlistPosition: null };
    return request;
  });
  for (const request of after) {
    const before = blockRequests.find((row) => row.id === request.id);
    if (request.id !== first.id && before && before.status !== request.status)
      changes.push({ id: request.id, status: request.status, section: null, waitlistPosition: null, placedNow: false });
  }
  changes.push(...closeUpLines(after, changes));
  return { changes, placed: first };
};

/**
 * The waiting lists of a block numbered 1, 2, 3 … again in their order (after someone left one):
 * the changes of place in line only, beside the `earlier` changes of the same requests.
 */
export const closeUpLines = (
  blockRequests: readonly PlacementRequest[],
  earlier: readonly PlacementChange[] = [],
): PlacementChange[] => {
  const changes: PlacementChange[] = [];
  const offers = [...new Set(blockRequests.map((request) => request.offer))];
  for (const offer of offers) {
    const line = blockRequests
      .filter((request) => request.offer === offer && request.status === 'waitlisted')
      .sort(
        (a, b) =>
          (a.waitlistPosition ?? Number.MAX_SAFE_INTEGER) - (b.waitlistPosition ?? Number.MAX_SAFE_INTEGER) ||
          a.id - b.id,
      );
    for (const [index, request] of line.entries()) {
      if (request.waitlistPosition === index + 1 || earlier.some((change) => change.id === request.id)) continue;
      changes.push({
        id: request.id,
        status: 'waitlisted',
        section: null,
        waitlistPosition: index + 1,
        placedNow: false,
      });
    }
  }
  return changes;
};
