import { describe, expect, it } from 'vitest';
import { gradeOrder } from './grade-order.ts';

describe('the order of grade levels', () => {
  it('follows the school order, counts titles of equal order as people do, and puts no grade level last', () => {
    const levels = [
      { order: 0, title: 'Grade 10' },
      { order: null, title: null },
      { order: 0, title: 'Grade 9' },
      { order: -1, title: 'Kindergarten' },
      { order: 0, title: 'Grade 11' },
    ];
    expect([...levels].sort(gradeOrder('en')).map((level) => level.title)).toEqual([
      'Kindergarten',
      'Grade 9',
      'Grade 10',
      'Grade 11',
      null,
    ]);
  });
});
