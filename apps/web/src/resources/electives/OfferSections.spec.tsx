import { USER_TYPE } from '@kampus/contract/constants';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { OfferSections } from './OfferSections.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  signOutTest();
});

const section = (id: number, number: number, teacher: string | null) => ({
  '@id': `/api/batches/${id}`,
  id,
  title: `German A1 · ${number}`,
  school: '/api/schools/1',
  season: '/api/seasons/1',
  courseId: 40,
  capacity: 3,
  teacher: teacher === null ? null : `/api/users/${id + 100}`,
  electiveOffer: '/api/elective_offers/7',
  electiveSection: number,
  refNames: teacher === null ? {} : { teacher },
});

const renderSections = (items: unknown[]) => {
  const calls: string[] = [];
  signInAs({ id: 2, audience: 'school', userTypeId: USER_TYPE.schoolAdmin }, (url) => {
    calls.push(url);
    if (url.startsWith('/api/batches.jsonld'))
      return jsonAnswer({ 'hydra:member': items, 'hydra:totalItems': items.length });
    return jsonAnswer([]);
  });
  renderWithProviders(<OfferSections offerId="7" />, { path: '/timetable/electives/7' });
  return calls;
};

describe('an elective’s sections', () => {
  it('lists the offer’s sections in order, each with its teacher or the want of one, linked to the section', async () => {
    const calls = renderSections([section(12, 2, null), section(11, 1, 'Ayşe Demir')]);
    const card = await screen.findByRole('region', { name: 'Sections and their teachers' });
    const links = await within(card).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['German A1 · 1', '/batches/11'],
      ['German A1 · 2', '/batches/12'],
    ]);
    expect(within(card).getByText('Taught by Ayşe Demir')).toBeTruthy();
    expect(within(card).getByText('No teacher yet: name one on the section.')).toBeTruthy();
    expect(calls.some((url) => url.includes('electiveOffer=7'))).toBe(true);
  });

  it('says when the placement has made no section yet', async () => {
    renderSections([]);
    expect(
      await screen.findByText('No section yet: the placement makes one for each of the elective’s sections.'),
    ).toBeTruthy();
  });
});
