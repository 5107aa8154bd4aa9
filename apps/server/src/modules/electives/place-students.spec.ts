import { describe, expect, it } from 'vitest';
import {
  assignBlock,
  closeUpLines,
  emptiestSection,
  fillFreedSeat,
  planPlacement,
  type PlacementOffer,
  type PlacementRequest,
} from './place-students.ts';

let nextId = 1;
const request = (
  student: number,
  offer: number,
  rank: number,
  more: Partial<PlacementRequest> = {},
): PlacementRequest => ({
  id: nextId++,
  student,
  offer,
  block: 'A',
  rank,
  status: 'requested',
  section: null,
  waitlistPosition: null,
  ...more,
});
const offer = (id: number, capacity: number, sections = 1, block = 'A'): PlacementOffer => ({
  id,
  block,
  capacity,
  sections,
});

/** Each request as the plan leaves it. */
const applied = (requests: readonly PlacementRequest[], plan: ReturnType<typeof planPlacement>) =>
  requests.map((row) => {
    const change = plan.changes.find((c) => c.id === row.id);
    return change
      ? { ...row, status: change.status, section: change.section, waitlistPosition: change.waitlistPosition }
      : row;
  });

describe('assignBlock', () => {
  it('places as many students as it can before it looks at ranks', () => {
    // One seat in each. Student 1 ranks X first and Y second; student 2 wants X only: 1 takes Y.
    const placed = assignBlock(
      new Map([
        [10, 1],
        [20, 1],
      ]),
      [
        { student: 1, offer: 10, rank: 1 },
        { student: 1, offer: 20, rank: 2 },
        { student: 2, offer: 10, rank: 1 },
      ],
      [1, 2],
    );
    expect(placed).toEqual(
      new Map([
        [1, 20],
        [2, 10],
      ]),
    );
  });

  it('gives first choices before second ones, and the lottery breaks a tie', () => {
    const choices = [
      { student: 1, offer: 10, rank: 1 },
      { student: 1, offer: 20, rank: 2 },
      { student: 2, offer: 10, rank: 1 },
      { student: 2, offer: 20, rank: 2 },
    ];
    const seats = new Map([
      [10, 1],
      [20, 1],
    ]);
    expect(assignBlock(seats, choices, [1, 2]).get(1)).toBe(10);
    expect(assignBlock(seats, choices, [2, 1]).get(2)).toBe(10);
  });

  it('leaves the students latest in the lottery out when there are too few seats', () => {
    const choices = [1, 2, 3].map((student) => ({ student, offer: 10, rank: 1 }));
    const placed = assignBlock(new Map([[10, 2]]), choices, [3, 1, 2]);
    expect([...placed.keys()].sort()).toEqual([1, 3]);
  });
});

describe('emptiestSection', () => {
  it('fills the emptiest section, the lowest on a tie, none when all are full', () => {
    expect(emptiestSection([2, 1, 1], 3)).toBe(2);
    expect(emptiestSection([3, 3], 3)).toBeNull();
  });
});

describe('planPlacement', () => {
  it('balances an elective’s sections and waitlists the rest by rank, then lottery', () => {
    const offers = [offer(10, 2, 2), offer(20, 1)];
    const requests = [1, 2, 3, 4, 5, 6].flatMap((student) => [request(student, 10, 1), request(student, 20, 2)]);
    const plan = planPlacement(offers, requests, { seed: 7, reset: false });
    const after = applied(requests, plan);
    const placed = after.filter((row) => row.status === 'placed');
    expect(plan.placed).toBe(5);
    expect(
      placed
        .filter((row) => row.offer === 10)
        .map((row) => row.section)
        .sort(),
    ).toEqual([1, 1, 2, 2]);
    const waiting = after.filter((row) => row.status === 'waitlisted');
    // The one student placed nowhere waits on both of their choices, first in each line.
    expect(new Set(waiting.map((row) => row.student)).size).toBe(1);
    expect(waiting.map((row) => row.waitlistPosition)).toEqual([1, 1]);
    expect(plan.waitlisted).toBe(1);
  });

  it('keeps those placed and places only newcomers, unless it resets', () => {
    const offers = [offer(10, 1), offer(20, 5)];
    const requests = [
      request(1, 10, 1, { status: 'placed', section: 1 }),
      request(1, 20, 2, { status: 'not_needed' }),
      request(2, 10, 1),
      request(2, 20, 2),
    ];
    const plan = planPlacement(offers, requests, { seed: 1, reset: false });
    const after = applied(requests, plan);
    expect(after.map((row) => row.status)).toEqual(['placed', 'not_needed', 'not_needed', 'placed']);
    expect(plan.changes.map((change) => change.id)).not.toContain(requests[0]!.id);
    // Reset: the two students draw again for the one seat in 10.
    const seeds = [1, 2, 3, 4, 5, 6, 7, 8].map(
      (seed) =>
        applied(requests, planPlacement(offers, requests, { seed, reset: true })).find(
          (row) => row.offer === 10 && row.status === 'placed',
        )?.student,
    );
    expect(new Set(seeds)).toEqual(new Set([1, 2]));
  });

  it('answers the same placement for the same seed', () => {
    const offers = [offer(10, 2), offer(20, 2)];
    const requests = [1, 2, 3, 4, 5].flatMap((student) => [request(student, 10, 1), request(student, 20, 2)]);
    const one = planPlacement(offers, requests, { seed: 42, reset: false });
    expect(planPlacement(offers, requests, { seed: 42, reset: false })).toEqual(one);
  });

  it('leaves a withdrawn request alone', () => {
    const requests = [request(1, 10, 1, { status: 'withdrawn' }), request(1, 20, 2)];
    const after = applied(requests, planPlacement([offer(10, 1), offer(20, 1)], requests, { seed: 3, reset: true }));
    expect(after.map((row) => row.status)).toEqual(['withdrawn', 'placed']);
  });
});

describe('fillFreedSeat', () => {
  it('places the first on the line, closes up the lines they left', () => {
    const x = offer(10, 1);
    const requests = [
      request(1, 10, 1, { status: 'waitlisted', waitlistPosition: 2 }),
      request(2, 10, 1, { status: 'waitlisted', waitlistPosition: 1 }),
      request(2, 20, 2, { status: 'waitlisted', waitlistPosition: 1 }),
      request(3, 20, 1, { status: 'waitlisted', waitlistPosition: 2 }),
    ];
    const { changes, placed } = fillFreedSeat(x, requests);
    expect(placed?.student).toBe(2);
    expect(changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: requests[1]!.id, status: 'placed', section: 1 }),
        expect.objectContaining({ id: requests[2]!.id, status: 'not_needed', waitlistPosition: null }),
        expect.objectContaining({ id: requests[0]!.id, status: 'waitlisted', waitlistPosition: 1 }),
        expect.objectContaining({ id: requests[3]!.id, status: 'waitlisted', waitlistPosition: 1 }),
      ]),
    );
  });

  it('places nobody when the elective is still full', () => {
    const requests = [
      request(1, 10, 1, { status: 'placed', section: 1 }),
      request(2, 10, 1, { status: 'waitlisted', waitlistPosition: 1 }),
    ];
    expect(fillFreedSeat(offer(10, 1), requests).placed).toBeNull();
  });
});

describe('closeUpLines', () => {
  it('numbers each line 1, 2, 3 again', () => {
    const requests = [
      request(1, 10, 1, { status: 'waitlisted', waitlistPosition: 2 }),
      request(2, 10, 1, { status: 'waitlisted', waitlistPosition: 5 }),
    ];
    expect(closeUpLines(requests).map((c) => c.waitlistPosition)).toEqual([1, 2]);
  });
});
