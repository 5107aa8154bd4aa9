/** The matcher that replaced `expect(list.every(test)).toBe(true)` (test/every-matcher.ts). */
import { describe, expect, it } from 'vitest';

describe('toAllSatisfy', () => {
  it('passes when every item passes', () => {
    expect([2, 4, 6]).toAllSatisfy((n) => n % 2 === 0);
  });

  it('fails on an empty list, which `every` passed', () => {
    expect(() => expect([] as number[]).toAllSatisfy((n) => n > 0)).toThrow('it is empty');
  });

  it('fails naming the first item that does not pass', () => {
    expect(() => expect([{ id: 1 }, { id: 2 }, { id: 3 }]).toAllSatisfy((row) => row.id !== 2)).toThrow(
      'item 1 of 3 does not pass',
    );
  });

  it('negated, passes when some item does not pass', () => {
    expect([1, 2]).not.toAllSatisfy((n) => n === 1);
  });
});
