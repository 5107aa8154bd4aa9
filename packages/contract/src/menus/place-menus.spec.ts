import { describe, expect, it } from 'vitest';
import type { DefaultMenu } from './default-menus.ts';
import { placeMenus } from './place-menus.ts';

const keys = (menus: readonly DefaultMenu[]): unknown[] =>
  menus.map((menu) => (menu.children ? [menu.key, keys(menu.children)] : menu.key));
const entry = (key: string, place: { under?: string; after?: string; before?: string } = {}) => ({
  key,
  icon: 'Menu',
  audiences: ['school' as const],
  ...place,
});

describe('placeMenus', () => {
  const shared: DefaultMenu[] = [entry('a'), { ...entry('g'), children: [entry('g1'), entry('g2')] }, entry('z')];

  it('places entries after, before or at the end of their group, whatever the modules order', () => {
    const placed = placeMenus(shared, [
      entry('g1b', { under: 'g', after: 'g1' }),
      entry('g0', { under: 'g', before: 'g1' }),
      entry('h1', { under: 'h' }),
      entry('h', { after: 'g' }),
      entry('last'),
    ]);
    expect(keys(placed)).toEqual(['a', ['g', ['g0', 'g1', 'g1b', 'g2']], ['h', ['h1']], 'z', 'last']);
    expect(keys(shared)).toEqual(['a', ['g', ['g1', 'g2']], 'z']);
  });

  it('refuses an entry whose group or neighbour does not exist', () => {
    expect(() => placeMenus(shared, [entry('x', { under: 'nope' })])).toThrow('x');
    expect(() => placeMenus(shared, [entry('y', { after: 'nope' })])).toThrow('y');
  });
});
