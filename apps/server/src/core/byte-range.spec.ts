import { describe, expect, it } from 'vitest';
import { parseRange } from './byte-range.ts';

describe('parseRange', () => {
  it('sends the whole file without a header or with one it does not understand', () => {
    expect(parseRange(undefined, 100)).toEqual({ kind: 'whole' });
    expect(parseRange('items=0-5', 100)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=0-5,10-20', 100)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=-', 100)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=9-3', 100)).toEqual({ kind: 'whole' });
  });

  it('reads a closed, an open and a suffix range, clamping the end to the file', () => {
    expect(parseRange('bytes=10-19', 100)).toEqual({ kind: 'part', range: { start: 10, end: 19 } });
    expect(parseRange('bytes=90-', 100)).toEqual({ kind: 'part', range: { start: 90, end: 99 } });
    expect(parseRange('bytes=-30', 100)).toEqual({ kind: 'part', range: { start: 70, end: 99 } });
    expect(parseRange('bytes=-300', 100)).toEqual({ kind: 'part', range: { start: 0, end: 99 } });
    expect(parseRange('bytes=50-5000', 100)).toEqual({ kind: 'part', range: { start: 50, end: 99 } });
  });

  it('refuses a start at or past the end of the file', () => {
    expect(parseRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=500-600', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=99999999999999999999-', 100)).toEqual({ kind: 'unsatisfiable' });
  });
});
