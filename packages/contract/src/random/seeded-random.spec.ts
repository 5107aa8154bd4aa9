import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random.ts';

describe('seededRandom', () => {
  it('replays the same sequence for a seed and another for another seed', () => {
    const first = seededRandom(20786);
    const again = seededRandom(20786);
    const other = seededRandom(20787);
    const a = Array.from({ length: 5 }, () => first.next());
    expect(Array.from({ length: 5 }, () => again.next())).toEqual(a);
    expect(Array.from({ length: 5 }, () => other.next())).not.toEqual(a);
  });

  it('keeps the sequence that recorded seeds were chosen with', () => {
    // Pinned: CI's e2e sample seed and the timetable bench's seeds name items through this sequence,
    // so a change of algorithm must show up here rather than as a silently different sample.
    const random = seededRandom(1);
    expect(Math.floor(random.next() * 2 ** 32)).toBe(2_693_262_067);
    expect(Math.floor(random.next() * 2 ** 32)).toBe(11_749_833);
  });

  it('keeps ints in range, samples without repeats and refuses to pick from nothing', () => {
    const random = seededRandom(7);
    const ints = Array.from({ length: 1000 }, () => random.int(6));
    expect(Math.min(...ints)).toBe(0);
    expect(Math.max(...ints)).toBe(5);
    const drawn = random.sample(['a', 'b', 'c', 'd', 'e'], 3);
    expect(new Set(drawn).size).toBe(3);
    expect(random.shuffle([1, 2, 3, 4]).sort()).toEqual([1, 2, 3, 4]);
    expect(() => random.pick([])).toThrow('empty');
  });
});
