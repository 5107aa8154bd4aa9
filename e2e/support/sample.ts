/**
 * Seeded samples for the sweeps (every menu route, every finance route): in CI each run checks a
 * bounded sample, a new one every day unless a seed is given, and prints the seed so a failure can
 * be replayed; `KAMPUS_E2E_SWEEP=full` (or a run outside CI) checks everything.
 */
import { seededRandom } from '@kampus/contract/random';

/** Whether sweeps check every item: asked for, or outside CI. */
export const FULL_SWEEP = process.env.KAMPUS_E2E_SWEEP === 'full' || process.env.CI !== 'true';

/** The day's seed unless `KAMPUS_E2E_SEED` names one. */
const SWEEP_SEED = Number(process.env.KAMPUS_E2E_SEED ?? Math.floor(Date.now() / 86_400_000));

/** `count` items drawn from `items` by `seed` (a Fisher-Yates shuffle), in their first order. */
export const sample = <T>(items: readonly T[], count: number, seed: number): T[] =>
  seededRandom(seed)
    .sample(
      items.map((_, index) => index),
      count,
    )
    .sort((a, b) => a - b)
    .map((index) => items[index] as T);

/** Every item in a full sweep, else `count` of them by the run's seed (offset per sweep by `salt`). */
export const sweep = <T>(items: readonly T[], count: number, salt = 0): T[] =>
  FULL_SWEEP ? [...items] : sample(items, count, SWEEP_SEED + salt);

/** What a sweep says it checked, for the test's diagnostics. */
export const sweepNote = (what: string, chosen: number, of: number): string =>
  FULL_SWEEP ? `${what}: all ${of}` : `${what}: seed ${SWEEP_SEED}: ${chosen} of ${of} (KAMPUS_E2E_SWEEP=full for all)`;
