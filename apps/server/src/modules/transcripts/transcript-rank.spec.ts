import { describe, expect, it } from 'vitest';
import { placeAmong } from './transcript-rank.ts';

describe('a place in the class', () => {
  it('is one more than the GPAs above it, equal GPAs sharing the higher place', () => {
    const all = ['3.80', '4.00', '3.80', '2.10', '3.80'];
    expect(placeAmong('4.00', all)).toEqual({ position: 1, of: 5 });
    expect(placeAmong('3.80', all)).toEqual({ position: 2, of: 5 });
    expect(placeAmong('2.10', all)).toEqual({ position: 5, of: 5 });
  });

  it('compares the decimals exactly, not as text or binary floats', () => {
    // As text "10.00" < "9.99"; as floats 0.1 + 0.2 is not 0.3.
    expect(placeAmong('9.99', ['10.00', '9.99'])).toEqual({ position: 2, of: 2 });
    expect(placeAmong('0.30', ['0.30', '0.3'])).toEqual({ position: 1, of: 2 });
  });
});
