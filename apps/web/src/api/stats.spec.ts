import { describe, expect, it } from 'vitest';
import { STATS_POLL_MS, statsPollInterval } from './stats.ts';

describe('the stats poll', () => {
  it('waits 15 minutes times a counter that grows with each load', () => {
    expect(STATS_POLL_MS).toBe(15 * 60 * 1000);
    expect([0, 1, 2, 3].map(statsPollInterval)).toEqual([
      STATS_POLL_MS,
      STATS_POLL_MS,
      2 * STATS_POLL_MS,
      3 * STATS_POLL_MS,
    ]);
  });
});
