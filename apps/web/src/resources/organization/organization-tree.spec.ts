import { describe, expect, it } from 'vitest';
import { schoolTree, type SchoolSummary } from '../../api/organization.ts';
import type { ApiRecord } from '../../api/types.ts';
import { menuTree } from '../menus/menu-tree.ts';
import { layoutTree } from './OrganizationChart.tsx';

const school = (id: number, title: string, type: SchoolSummary['type'], parent: number | null): SchoolSummary => ({
  id,
  title,
  type,
  parent: parent === null ? null : `/api/schools/${parent}`,
  isActive: true,
});

describe('schoolTree', () => {
  it('nests campuses under headquarters and schools under campuses, sorted by kind then title', () => {
    const roots = schoolTree([
      school(4, 'Zeta School', 'school', 2),
      school(2, 'Campus', 'campus', 1),
      school(3, 'Alpha School', 'school', 2),
      school(5, 'Direct School', 'school', 1),
      school(1, 'Group', 'headquarters', null),
    ]);
    expect(roots.map((node) => node.title)).toEqual(['Group']);
    expect(roots[0]?.children.map((node) => node.title)).toEqual(['Campus', 'Direct School']);
    expect(roots[0]?.children[0]?.children.map((node) => node.title)).toEqual(['Alpha School', 'Zeta School']);
  });

  it('shows a school whose parent is out of reach as a root', () => {
    expect(schoolTree([school(3, 'Alone', 'school', 2)]).map((node) => node.id)).toEqual([3]);
  });
});

describe('layoutTree', () => {
  it('puts leaves in consecutive columns and a parent centred over its children', () => {
    const roots = schoolTree([
      school(1, 'Group', 'headquarters', null),
      school(2, 'Campus', 'campus', 1),
      school(3, 'A', 'school', 2),
      school(4, 'B', 'school', 2),
    ]);
    const { placed, width, height } = layoutTree(roots);
    const x = (title: string) => placed.find((item) => item.node.title === title)?.x ?? -1;
    const y = (title: string) => placed.find((item) => item.node.title === title)?.y ?? -1;
    expect(x('B')).toBeGreaterThan(x('A'));
    expect(x('Campus')).toBe((x('A') + x('B')) / 2);
    expect(x('Group')).toBe(x('Campus'));
    expect(y('Group')).toBeLessThan(y('Campus'));
    expect(y('Campus')).toBeLessThan(y('A'));
    expect(width).toBeGreaterThan(x('B'));
    expect(height).toBeGreaterThan(y('A'));
  });
});

describe('menuTree', () => {
  it('orders each level by position, then id', () => {
    const menu = (id: number, position: number, parent: number | null): ApiRecord => ({
      id,
      title: `m${id}`,
      position,
      parent: parent === null ? null : `/api/menus/${parent}`,
    });
    const tree = menuTree(
      [menu(3, 1, null), menu(1, 0, null), menu(5, 2, 1), menu(4, 0, 1), menu(2, 1, null)],
      'menus',
    );
    expect(tree.map((node) => node.id)).toEqual([1, 2, 3]);
    expect(tree[0]?.children.map((node) => node.id)).toEqual([4, 5]);
  });
});
