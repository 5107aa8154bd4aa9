import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../api/session-store.ts';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { FrequentMenuBar } from './FrequentMenuBar.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);
afterEach(signOutTest);

const entry = (id: number, label: string, url: string) => ({
  id,
  title: `menu.${url}`,
  label,
  url,
  icon: null,
  position: id,
});
const menus = [
  {
    id: 1,
    title: 'menu.students',
    label: 'Students',
    url: null,
    icon: null,
    position: 1,
    children: [
      entry(2, 'My student', '/student'),
      entry(3, 'Attendances', '/attendance'),
      entry(4, 'Homework', '/homework'),
    ],
  },
];

describe('the top bar’s frequent menus', () => {
  it('are separate links, each its own list item, never one run of text', async () => {
    signInAs({ id: 3, audience: 'school' }, (url) => {
      if (url.includes('/menus')) return jsonAnswer(menus);
      if (url.includes('/api/frequent_menus'))
        return jsonAnswer([2, 3, 4].map((menuId) => ({ id: menuId, menuId, count: 10 - menuId, user: 3 })));
      return jsonAnswer([]);
    });
    sessionStore.setSchool(1, 5);
    renderWithProviders(<FrequentMenuBar />);
    const nav = await screen.findByRole('navigation', {}, { timeout: 5000 });
    const items = await within(nav).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'My student',
      'Attendances',
      'Homework',
    ]);
    expect(within(nav).getByRole('link', { name: 'Attendances' }).getAttribute('href')).toBe('/attendance');
  });
});
