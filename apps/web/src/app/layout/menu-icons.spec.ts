import { defaultMenus, type DefaultMenu } from '@kampus/contract';
import { describe, expect, it } from 'vitest';
import { isKnownIcon } from './menu-icons.tsx';

const iconsOf = (menus: readonly DefaultMenu[]): string[] =>
  menus.flatMap((menu) => [...(menu.icon ? [menu.icon] : []), ...iconsOf(menu.children ?? [])]);

describe('the menu icons', () => {
  it('draws the icon every default menu entry names (an unknown name would show a bare chevron)', () => {
    const icons = iconsOf(defaultMenus);
    expect(icons.length).toBeGreaterThan(50);
    expect(icons.filter((icon) => !isKnownIcon(icon))).toEqual([]);
  });
});
