import { describe, expect, it } from 'vitest';
import { visualOrder } from './visual-order.ts';

describe('visualOrder', () => {
  it('leaves text without Arabic as it is', () => {
    expect(visualOrder('Öğrenci numarası', 'ltr')).toBe('Öğrenci numarası');
    expect(visualOrder('Report card', 'rtl')).toBe('Report card');
  });

  it('reverses the words of an Arabic line, keeping a Latin name in its own order', () => {
    expect(visualOrder('رقم الطالب', 'rtl')).toBe('الطالب رقم');
    expect(visualOrder('بطاقة التقرير: Karne Güz', 'rtl')).toBe('Karne Güz التقرير: بطاقة');
    expect(visualOrder('الصف 9-A', 'rtl')).toBe('9-A الصف');
  });

  it('reverses an Arabic run inside a left-to-right line', () => {
    expect(visualOrder('Student: رقم الطالب', 'ltr')).toBe('Student: الطالب رقم');
  });
});
