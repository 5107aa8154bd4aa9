import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from '../../i18n/index.ts';
import { scoreLineText } from './grade-words.ts';

beforeAll(async () => {
  await initI18n();
});

const text = (line: Parameters<typeof scoreLineText>[1]) => scoreLineText(i18n.t.bind(i18n), line, '10.00', (v) => v);

describe('a score’s line in words', () => {
  it('says why work not handed in was dropped: zero points, missing, then the lowest', async () => {
    await changeLanguage('en');
    expect(text({ status: 'dropped', earned: null })).toEqual({
      points: '0 of 10.00 points',
      fate: 'missing, counted as zero, then dropped as the lowest of its category',
    });
    await changeLanguage('tr');
    expect(text({ status: 'dropped', earned: null }).fate).toBe(
      'teslim edilmedi, sıfır sayıldı, sonra kategorisinin en düşüğü olarak çıkarıldı',
    );
    await changeLanguage('en');
  });

  it('keeps the points of a score handed in, and of missing work left out says only what it was out of', () => {
    expect(text({ status: 'dropped', earned: '6.00' })).toEqual({
      points: '6.00 of 10.00 points',
      fate: 'dropped as the lowest of its category',
    });
    expect(text({ status: 'missing_excluded', earned: null })).toEqual({
      points: 'out of 10.00 points',
      fate: 'missing, left out',
    });
  });
});
