import { describe, expect, it } from 'vitest';
import { usualFees } from './usual-fees.ts';

describe('usualFees', () => {
  it('names each fee once, at the amount of its latest row, in the order first seen', () => {
    expect(
      usualFees([
        { feeName: 'Tuition', feeAmount: '50000.00' },
        { feeName: 'Books', feeAmount: '4500.25' },
        { feeName: 'Tuition', feeAmount: '51000.50' },
      ]),
    ).toEqual([
      { feeName: 'Tuition', feeAmount: '51000.50' },
      { feeName: 'Books', feeAmount: '4500.25' },
    ]);
    expect(usualFees([])).toEqual([]);
  });
});
