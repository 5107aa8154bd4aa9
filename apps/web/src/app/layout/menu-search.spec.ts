import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../api/types.ts';
import { foldText, searchMenus } from './menu-search.ts';

const entry = (id: number, title: string, url: string | null, children?: MenuItem[]): MenuItem => ({
  id,
  title,
  label: title,
  url,
  icon: null,
  position: id,
  ...(children ? { children } : {}),
});

const tree = [
  entry(1, 'Öğrenciler', null, [entry(2, 'Öğrenci Listesi', '/students'), entry(3, 'Öğrenci Ekle', '  ')]),
  entry(4, 'Finance', '/finance'),
  entry(5, 'Kişisel Bilgi', '/account/personal'),
];

describe('searchMenus', () => {
  it('matches the title whatever its case and accents, among the children too', () => {
    expect(searchMenus(tree, 'OGRENCI').map((menu) => menu.id)).toEqual([2]);
    expect(searchMenus(tree, 'fin').map((menu) => menu.id)).toEqual([4]);
    expect(searchMenus(tree, 'KISISEL').map((menu) => menu.id)).toEqual([5]);
  });

  it('drops entries with an empty url (the folder and a blank one) and answers nothing for no text', () => {
    expect(searchMenus(tree, 'öğrenci').map((menu) => menu.id)).not.toContain(1);
    expect(searchMenus(tree, 'ekle')).toEqual([]);
    expect(searchMenus(tree, '   ')).toEqual([]);
  });

  it('folds Turkish ı and İ to i like the server', () => {
    expect(foldText('IŞIL İsmail çağdaş')).toBe('isil ismail cagdas');
  });
});
