import type { FileEntryView } from '@kampus/contract/action';
import { describe, expect, it } from 'vitest';
import {
  cleanName,
  clickSelection,
  countsOf,
  crumbsOf,
  DEFAULT_SORT,
  DEFAULT_VIEW,
  depthsOf,
  DOUBLE_CLICK_MS,
  DRAG_HOVER_OPEN_MS,
  ENTRY_SIZE,
  isDoubleClick,
  isTrialHost,
  nextSort,
  NO_SELECTION,
  movableInto,
  parentOf,
  sortEntries,
  visibleEntries,
} from './browser-rules.ts';

const entry = (name: string, more: Partial<FileEntryView> = {}): FileEntryView => ({
  id: more.isDir ? `${name}/` : name,
  name,
  isDir: false,
  isHidden: name.startsWith('.'),
  isSymlink: false,
  isEncrypted: false,
  openable: true,
  selectable: true,
  draggable: true,
  droppable: false,
  modDate: null,
  size: null,
  childrenCount: null,
  ext: null,
  fullUrl: null,
  thumbnailUrl: null,
  icon: 'file',
  color: '#000',
  ...more,
});

const files = [
  entry('b.pdf', { size: 300, modDate: '2026-01-03T00:00:00.000Z' }),
  entry('a10.png', { size: 100, modDate: '2026-01-02T00:00:00.000Z' }),
  entry('docs', { isDir: true }),
  entry('a2.png', { size: 200, modDate: '2026-01-01T00:00:00.000Z' }),
  entry('.secret.txt', { size: 5 }),
];
const names = (list: readonly FileEntryView[]) => list.map((one) => one.name);

describe('sorting', () => {
  it('opens in the grid sorted by name, ascending, folders first and numbers in order', () => {
    expect(DEFAULT_VIEW).toBe('grid');
    expect(DEFAULT_SORT).toEqual({ key: 'name', direction: 'asc' });
    expect(names(sortEntries(files, DEFAULT_SORT))).toEqual(['docs', '.secret.txt', 'a2.png', 'a10.png', 'b.pdf']);
  });

  it('turns the direction round on the same key and starts a new key ascending', () => {
    const desc = nextSort(DEFAULT_SORT, 'name');
    expect(desc).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort(desc, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort(desc, 'size')).toEqual({ key: 'size', direction: 'asc' });
    expect(names(sortEntries(files, desc))).toEqual(['docs', 'b.pdf', 'a10.png', 'a2.png', '.secret.txt']);
    expect(names(sortEntries(files, { key: 'size', direction: 'desc' }))).toEqual([
      'docs',
      'b.pdf',
      'a2.png',
      'a10.png',
      '.secret.txt',
    ]);
    expect(names(sortEntries(files, { key: 'modDate', direction: 'asc' })).slice(-3)).toEqual([
      'a2.png',
      'a10.png',
      'b.pdf',
    ]);
  });
});

describe('selection', () => {
  const order = ['docs/', 'a2.png', 'a10.png', 'b.pdf'];

  it('selects the clicked entry alone on a plain click', () => {
    const one = clickSelection(NO_SELECTION, order, 'a2.png', { shift: false, ctrl: false }, false);
    expect(one).toEqual({ ids: ['a2.png'], anchor: 'a2.png' });
    expect(clickSelection(one, order, 'b.pdf', { shift: false, ctrl: false }, false).ids).toEqual(['b.pdf']);
  });

  it('selects a range with shift, from the anchor either way', () => {
    const start = clickSelection(NO_SELECTION, order, 'a10.png', { shift: false, ctrl: false }, false);
    expect(clickSelection(start, order, 'docs/', { shift: true, ctrl: false }, false).ids).toEqual([
      'docs/',
      'a2.png',
      'a10.png',
    ]);
    expect(clickSelection(start, order, 'b.pdf', { shift: true, ctrl: false }, false).ids).toEqual([
      'a10.png',
      'b.pdf',
    ]);
  });

  it('adds and removes with ctrl only when multi-select is on (off by default)', () => {
    const start = clickSelection(NO_SELECTION, order, 'a2.png', { shift: false, ctrl: false }, false);
    expect(clickSelection(start, order, 'b.pdf', { shift: false, ctrl: true }, false).ids).toEqual(['b.pdf']);
    const two = clickSelection(start, order, 'b.pdf', { shift: false, ctrl: true }, true);
    expect(two.ids).toEqual(['a2.png', 'b.pdf']);
    expect(clickSelection(two, order, 'a2.png', { shift: false, ctrl: true }, true).ids).toEqual(['b.pdf']);
  });

  it('opens on a second click on the same entry within 300 ms only', () => {
    expect(DOUBLE_CLICK_MS).toBe(300);
    expect(isDoubleClick({ id: 'a', at: 1000 }, 'a', 1300)).toBe(true);
    expect(isDoubleClick({ id: 'a', at: 1000 }, 'a', 1301)).toBe(false);
    expect(isDoubleClick({ id: 'a', at: 1000 }, 'b', 1100)).toBe(false);
    expect(isDoubleClick(null, 'a', 1100)).toBe(false);
  });
});

describe('what is shown and counted', () => {
  it('hides hidden files unless asked, filters by the search text, and counts visible, selected and hidden', () => {
    const shown = visibleEntries(files, '', false);
    expect(names(shown)).not.toContain('.secret.txt');
    expect(names(visibleEntries(files, '', true))).toContain('.secret.txt');
    const found = visibleEntries(files, ' A1', false);
    expect(names(found)).toEqual(['a10.png']);
    expect(countsOf(files, shown, { ids: ['a2.png', 'gone.pdf'], anchor: null })).toEqual({
      visible: 4,
      selected: 1,
      hidden: 1,
    });
  });

  it('has the spec sizes and the 1500 ms drag-hover delay', () => {
    expect(ENTRY_SIZE.grid).toEqual({ width: 165, height: 130 });
    expect(ENTRY_SIZE.list.height).toBe(30);
    expect(ENTRY_SIZE.compact).toEqual({ width: 220, height: 40 });
    expect(DRAG_HOVER_OPEN_MS).toBe(1500);
  });
});

describe('paths, names and hosts', () => {
  it('builds breadcrumbs and the folder above', () => {
    expect(crumbsOf('a/b/')).toEqual([
      { name: 'a', path: 'a/' },
      { name: 'b', path: 'a/b/' },
    ]);
    expect(parentOf('a/b/')).toBe('a/');
    expect(parentOf('a/')).toBe('');
    expect(parentOf('')).toBe('');
  });

  it('moves into a folder only what is not there yet, and never a folder into itself', () => {
    const carried = ['top/a.txt', 'top/alpha/', 'top/beta/b.txt'];
    expect(movableInto(carried, 'top/beta/')).toEqual(['top/a.txt', 'top/alpha/']);
    expect(movableInto(carried, 'top/')).toEqual(['top/beta/b.txt']);
    expect(movableInto(carried, 'top/alpha/')).toEqual(['top/a.txt', 'top/beta/b.txt']);
    expect(movableInto(carried, 'top/alpha/inner/')).toEqual(['top/a.txt', 'top/beta/b.txt']);
  });

  it('removes trailing slashes and turns whitespace into underscores', () => {
    expect(cleanName('my  report card.pdf//')).toBe('my_report_card.pdf');
    expect(cleanName('  / ')).toBe('');
  });

  it('lets the S3 and Drive tabs work only on test, demo and local hosts', () => {
    expect(isTrialHost('localhost')).toBe(true);
    expect(isTrialHost('demo.kampus.org')).toBe(true);
    expect(isTrialHost('kampus-test.example.org')).toBe(true);
    expect(isTrialHost('school.kampus.test')).toBe(true);
    expect(isTrialHost('okul.kampus.org')).toBe(false);
    expect(isTrialHost('contest.example.org')).toBe(false);
  });

  it('draws a Drive file under its folder when the folder is on the same page', () => {
    const depths = depthsOf([
      { id: 'f', parents: ['root'] },
      { id: 'f1', parents: ['f'] },
      { id: 'g', parents: ['f'] },
      { id: 'g1', parents: ['g'] },
      { id: 'x', parents: ['elsewhere'] },
      { id: 'y' },
    ]);
    expect(Object.fromEntries(depths)).toEqual({ f: 0, f1: 1, g: 1, g1: 2, x: 0, y: 0 });
  });
});
