import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../i18n/index.ts';
import { recordLabel } from './labels.ts';

beforeAll(async () => {
  await initI18n();
});

/*
 * Issue 33's walk: a support plan's accommodation was titled `extra_exam_time` and a nurse visit
 * "2026-11-30 09:40:00". A record named by a choice or a moment is named in the reader's words.
 */
describe('a record’s name', () => {
  it('is the choice’s words when a choice names it, in the reader’s language', async () => {
    const accommodation = { id: 4, accommodationKind: 'extra_exam_time' };
    expect(recordLabel('plan_accommodations', accommodation, 'en')).toBe('Extra exam time');
    await changeLanguage('tr');
    expect(recordLabel('plan_accommodations', accommodation, 'tr')).not.toMatch(/extra_exam_time|Extra exam time/);
    await changeLanguage('en');
  });

  it('is the moment as the reader writes it when a moment names it', () => {
    expect(recordLabel('nurse_visits', { id: 3, visitedAt: '2026-11-30 09:40:00' }, 'en')).toBe('Nov 30, 2026 09:40');
  });
});
