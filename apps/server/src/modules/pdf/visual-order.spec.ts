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
    // A class's name is read as written, not with its dash turned by the paragraph's direction.
    expect(seen('الصف 9-A', 'rtl')).toBe('9-A الصف');
    expect(seen('الصف 11-A والصف B-12', 'rtl')).toBe('B-12 والصف 11-A الصف');
    // Beside a Latin word it stays on the Latin word's side; a date and a year as before.
    expect(seen('الصف Sınıf 11-A', 'rtl')).toBe('Sınıf 11-A الصف');
    expect(seen('التاريخ 2026/11/30 Tuition 2026', 'rtl')).toBe('Tuition 2026 2026/11/30 التاريخ');
  });

  it('reverses an Arabic run inside a left-to-right line', () => {
    expect(seen('Student: رقم الطالب', 'ltr')).toBe('Student: الطالب رقم');
  });

  it('mirrors brackets of a right-to-left run and keeps their number inside', () => {
    expect(visualRuns('علي (1001)', 'rtl')).toEqual(['(', '1001', ')', ' ', 'علي']);
  });
});
