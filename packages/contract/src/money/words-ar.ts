/**
 * Whole numbers in Arabic words, as invoices and receipts write them (the "tafqit" of accounting
 * software): groups joined by "و", ones to nine, the teens, tens, hundreds, and the dual and
 * plural of thousand, million and billion ("ألفان", "ثلاثة آلاف", "أحد عشر ألف"). The counted
 * number stays in its masculine form, as receipts print it.
 */

const ONES = ['', 'واحد', 'اثنان', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة'];
const TEENS = [
  'عشرة',
  'أحد عشر',
  'اثنا عشر',
  'ثلاثة عشر',
  'أربعة عشر',
  'خمسة عشر',
  'ستة عشر',
  'سبعة عشر',
  'ثمانية عشر',
  'تسعة عشر',
];
const TENS = ['', '', 'عشرون', 'ثلاثون', 'أربعون', 'خمسون', 'ستون', 'سبعون', 'ثمانون', 'تسعون'];
const HUNDREDS = ['', 'مائة', 'مائتان', 'ثلاثمائة', 'أربعمائة', 'خمسمائة', 'ستمائة', 'سبعمائة', 'ثمانمائة', 'تسعمائة'];

/** 1-999: "مائة وخمسة وعشرون" (the ones before the tens, as spoken). */
const hundreds = (n: number): string => {
  const rest = n % 100;
  const parts: string[] = [];
  if (n >= 100) parts.push(HUNDREDS[Math.floor(n / 100)] ?? '');
  if (rest >= 20) {
    const ones = rest % 10;
    parts.push(ones > 0 ? `${ONES[ones] ?? ''} و${TENS[Math.floor(rest / 10)] ?? ''}` : (TENS[rest / 10] ?? ''));
  } else if (rest >= 10) parts.push(TEENS[rest - 10] ?? '');
  else if (rest > 0) parts.push(ONES[rest] ?? '');
  return parts.join(' و');
};

interface Scale {
  one: string;
  two: string;
  /** 3 to 10 take the plural. */
  few: string;
}

const SCALES: readonly (Scale | undefined)[] = [
  undefined,
  { one: 'ألف', two: 'ألفان', few: 'آلاف' },
  { one: 'مليون', two: 'مليونان', few: 'ملايين' },
  { one: 'مليار', two: 'ملياران', few: 'مليارات' },
];

const scaled = (n: number, scale: Scale): string => {
  if (n === 1) return scale.one;
  if (n === 2) return scale.two;
  if (n >= 3 && n <= 10) return `${hundreds(n)} ${scale.few}`;
  return `${hundreds(n)} ${scale.one}`;
};

export const arNumber = (value: bigint): string => {
  if (value === 0n) return 'صفر';
  const groups: number[] = [];
  for (let rest = value; rest > 0n; rest /= 1000n) groups.push(Number(rest % 1000n));
  const words = groups.flatMap((group, index) => {
    if (group === 0) return [];
    const scale = SCALES[index];
    return [scale ? scaled(group, scale) : hundreds(group)];
  });
  return words.reverse().join(' و');
};
