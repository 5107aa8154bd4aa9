/**
 * One seeded generator (mulberry32) for everything that must replay: the timetable solver and its
 * generated schools, the server's fuzzing and ledger walks, and the end-to-end sweeps' samples. The
 * same seed gives the same sequence on every machine and Node.js version, so a failure prints its
 * seed and can be run again. Not for anything secret (use node:crypto).
 *
 * Written here rather than taken from a library on purpose: it is six lines, it has no state but a
 * 32-bit integer, and the CI's sample seeds must keep choosing the same items across upgrades.
 */
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** An integer in [0, below). */
  int(below: number): number;
  /** One item; an empty list is a caller's mistake, so it throws rather than answer undefined. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy (Fisher-Yates, from the last item down). */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` items drawn without repeats, in drawn order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export const seededRandom = (seed: number): Random => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number): number => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(items.length)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = int(index + 1);
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => shuffle(items).slice(0, count);
  return { next, int, pick, shuffle, sample };
};
