import { cleanup, createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiRecord } from '../../api/types.ts';
import { changeLanguage, i18n, initI18n } from '../../i18n/index.ts';
import { menuTree } from './menu-tree.ts';
import { MenuTreeView, type MenuTreeActions } from './MenuTreeView.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

const record = (id: number, title: string, position: number, parent: number | null, icon = ''): ApiRecord => ({
  id,
  title,
  position,
  icon,
  url: `/x${id}`,
  isActive: true,
  parent: parent === null ? null : `/api/menus/${parent}`,
});

// Dashboard, Students (with Classes and a plain-text title, Register, under it), Settings.
const tree = menuTree(
  [
    record(1, 'menu.dashboard', 0, null, 'Dashboard'),
    record(2, 'menu.students', 1, null, 'School'),
    record(3, 'menu.settings', 2, null),
    record(4, 'menu.classes', 0, 2),
    record(5, 'Register', 1, 2),
  ],
  'menus',
);

const renderTree = () => {
  const actions: MenuTreeActions = {
    moving: null,
    onMove: vi.fn(),
    onAddChild: vi.fn(),
    onEdit: vi.fn(),
    onDelete: vi.fn(),
  };
  render(
    <I18nextProvider i18n={i18n}>
      <MenuTreeView tree={tree} actions={actions} label="School menus: School" />
    </I18nextProvider>,
  );
  return actions;
};

/** Opens every entry that has entries under it. */
const showAll = () => fireEvent.click(screen.getByRole('button', { name: i18n.t('ui.menus.expand_all') }));

const row = (id: number) => document.querySelector(`[data-menu-id="${id}"] > div`) as HTMLElement;

/** A drag of one row onto another at a height of the target's box (0 top, 1 bottom). */
const drag = (from: number, to: number, at: number) => {
  const target = row(to);
  target.getBoundingClientRect = () => ({
    top: 100,
    height: 40,
    bottom: 140,
    left: 0,
    right: 500,
    width: 500,
    x: 0,
    y: 100,
    toJSON: () => ({}),
  });
  const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
  fireEvent.dragStart(row(from), { dataTransfer });
  const clientY = 100 + 40 * at;
  const over = createEvent.dragOver(target, { dataTransfer });
  Object.defineProperty(over, 'clientY', { value: clientY });
  fireEvent(target, over);
  const drop = createEvent.drop(target, { dataTransfer });
  Object.defineProperty(drop, 'clientY', { value: clientY });
  fireEvent(target, drop);
};

// Role queries over some forty buttons take seconds in jsdom on a busy machine.
const slow = { timeout: 30_000 };

describe('the menus tree', () => {
  it('nests the entries with their translated titles', slow, async () => {
    await changeLanguage('tr');
    renderTree();
    const list = screen.getByRole('list', { name: 'School menus: School' });
    // Closed at first: only the top level shows, and the parent says so.
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const toggle = within(list).getByRole('button', {
      name: `${i18n.t('ui.menus.expand')}: ${i18n.t('menu.students')}`,
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const top = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.dataset.depth === '0');
    expect(top.map((item) => item.querySelector('span span')?.textContent)).toEqual([
      i18n.t('menu.dashboard'),
      i18n.t('menu.students'),
      i18n.t('menu.settings'),
    ]);
    expect(i18n.t('menu.students')).not.toBe('menu.students');
    const students = top[1] as HTMLElement;
    const nested = within(students).getAllByRole('listitem');
    expect(nested.map((item) => item.dataset.depth)).toEqual(['1', '1']);
    expect(within(nested[0] as HTMLElement).getByText(i18n.t('menu.classes'))).toBeTruthy();
  });

  it('moves with the buttons: up, down, in under the entry above, out after the parent', slow, () => {
    const actions = renderTree();
    showAll();
    expect((screen.getByRole('button', { name: 'Move up: Dashboard' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Move under the entry above: Dashboard' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Move out of its parent: Dashboard' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Move down: Dashboard' }));
    expect(actions.onMove).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1 }), { direction: 'down' }, 'down');
    // Settings goes last under Students (which has two children).
    fireEvent.click(screen.getByRole('button', { name: 'Move under the entry above: Settings' }));
    expect(actions.onMove).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 3 }),
      { parent: 2, position: 2 },
      'in',
    );
    // Register comes out right after Students, at the top level.
    fireEvent.click(screen.getByRole('button', { name: 'Move out of its parent: Register' }));
    expect(actions.onMove).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 5 }),
      { parent: null, position: 2 },
      'out',
    );
  });

  it('moves by drag and drop: before, after, or under the entry dropped on', slow, () => {
    const actions = renderTree();
    showAll();
    drag(3, 1, 0.1);
    expect(actions.onMove).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 3 }),
      { parent: null, position: 0 },
      undefined,
    );
    drag(1, 4, 0.9);
    expect(actions.onMove).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 1 }),
      { parent: 2, position: 1 },
      undefined,
    );
    drag(5, 3, 0.5);
    expect(actions.onMove).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 5 }),
      { parent: 3, position: 0 },
      undefined,
    );
    // A menu dropped under its own child, or where it already is, moves nowhere.
    const calls = vi.mocked(actions.onMove).mock.calls.length;
    drag(2, 4, 0.5);
    drag(2, 1, 0.9);
    expect(vi.mocked(actions.onMove).mock.calls).toHaveLength(calls);
  });
});
