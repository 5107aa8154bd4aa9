/**
 * Seeded samples for the sweeps (every menu route, every finance route): in CI each run checks a
 * bounded sample, a new one every day unless a seed is given, and prints the seed so a failure can
 * be replayed; `KAMPUS_E2E_SWEEP=full` (or a run outside CI) checks everything.
 */

/** Whether sweeps check every item: asked for, or outside CI. */
const FULL_SWEEP = process.env.KAMPUS_E2E_SWEEP === 'full' || process.env.CI !== 'true';

/** The day's seed unless `KAMPUS_E2E_SEED` names one. */
const SWEEP_SEED = Number(process.env.KAMPUS_E2E_SEED ?? Math.floor(Date.now() / 86_400_000));

/** mulberry32: a small seeded generator, so a sample can be replayed. */
const seeded = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/** `count` items drawn from `items` by `seed` (a Fisher-Yates shuffle), in their first order. */
export const sample = <T>(items: readonly T[], count: number, seed: number): T[] => {
  const random = seeded(seed);
  const indexes = items.map((_, index) => index);
  for (let index = indexes.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [indexes[index], indexes[other]] = [indexes[other] as number, indexes[index] as number];
  }
  return indexes
    .slice(0, count)
    .sort((a, b) => a - b)
    .map((index) => items[index] as T);
};

/** Every item in a full sweep, else `count` of them by the run's seed (offset per sweep by `salt`). */
export const sweep = <T>(items: readonly T[], count: number, salt = 0): T[] =>
  FULL_SWEEP ? [...items] : sample(items, count, SWEEP_SEED + salt);

/** What a sweep says it checked, for the test's diagnostics. */
export const sweepNote = (what: string, chosen: number, of: number): string =>
  FULL_SWEEP ? `${what}: all ${of}` : `${what}: seed ${SWEEP_SEED}: ${chosen} of ${of} (KAMPUS_E2E_SWEEP=full for all)`;
