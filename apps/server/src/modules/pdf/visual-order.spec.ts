import { describe, expect, it } from 'vitest';
import { visualRuns } from './visual-order.ts';

const seen = (text: string, paragraph: 'ltr' | 'rtl'): string => visualRuns(text, paragraph).join('');

describe('visualRuns', () => {
  it('leaves text without Arabic as it is', () => {
    expect(seen('Öğrenci numarası', 'ltr')).toBe('Öğrenci numarası');
    expect(seen('Report card', 'rtl')).toBe('Report card');
  });

  it('reverses the words of an Arabic line, keeping a Latin name in its own order', () => {
    expect(seen('رقم الطالب', 'rtl')).toBe('الطالب رقم');
    expect(seen('بطاقة التقرير: Karne Güz', 'rtl')).toBe('Karne Güz التقرير: بطاقة');
    // As a browser shows it: the dash between a number and a Latin letter takes the paragraph's direction.
    expect(seen('الصف 9-A', 'rtl')).toBe('A-9 الصف');
  });

  it('reverses an Arabic run inside a left-to-right line', () => {
    expect(seen('Student: رقم الطالب', 'ltr')).toBe('Student: الطالب رقم');
  });

  it('mirrors brackets of a right-to-left run and keeps their number inside', () => {
    expect(visualRuns('علي (1001)', 'rtl')).toEqual(['(', '1001', ')', ' ', 'علي']);
  });
});
