import { describe, expect, it } from 'vitest';
import { durationText } from './duration.ts';

describe('durationText', () => {
  it('shows minutes and seconds, and hours from an hour', () => {
    expect(durationText(0)).toBe('0:00');
    expect(durationText(10)).toBe('0:10');
    expect(durationText(605)).toBe('10:05');
    expect(durationText(3725)).toBe('1:02:05');
  });
});
