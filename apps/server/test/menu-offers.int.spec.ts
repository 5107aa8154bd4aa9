import { defaultMenus, type DefaultMenu } from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { offerMenus } from '../src/modules/menus/offer-menus.operation.ts';
import { startServer, type TestServer } from './harness.ts';

let server: TestServer;
let db: Db;
let high: number;
let middle: number;
let school: string;
let school2: string;

beforeAll(async () => {
  server = await startServer({}, { beforeListen: (_app, services) => (db = services.db) });
  school = (await server.login('school@kampus.test')).token;
  school2 = (await server.login('school2@kampus.test')).token;
  const schools = await server.sql(`select id, title from schools`);
  const idOf = (title: string) => Number(schools.find((row) => row.title === title)?.id);
  high = idOf('Demo High School');
  middle = idOf('Demo Middle School');
});
afterAll(() => server.close());

interface MenuRow {
  id: number;
  title: string;
  parent: number | null;
  position: number;
}

const schoolMenus = async (schoolId: number, type = 'school'): Promise<MenuRow[]> =>
  (await server.sql(
    `select id, title, parent_id as parent, position from menus where school_id = ${schoolId} and type = '${type}' order by id`,
  )) as unknown as MenuRow[];
const globalMenus = async (type: string): Promise<MenuRow[]> =>
  (await server.sql(
    `select id, title, parent_id as parent, position from global_menus where type = '${type}' order by id`,
  )) as unknown as MenuRow[];
const idOf = (rows: MenuRow[], title: string): number | undefined => rows.find((row) => row.title === title)?.id;
const titles = (rows: MenuRow[]): string[] => rows.map((row) => row.title);

const entry = (key: string, audiences: DefaultMenu['audiences'], children?: DefaultMenu[]): DefaultMenu => ({
  key,
  icon: 'Star',
  audiences,
  ...(children ? { children } : { url: `/${key.slice(5)}` }),
});

/** The defaults of a later release: a new screen in Finance (staff only) and a new group with a screen. */
const nextRelease: DefaultMenu[] = [
  ...defaultMenus.map((menu) =>
    menu.key === 'menu.finance'
      ? { ...menu, children: [...(menu.children ?? []), entry('menu.new_finance_screen', ['headquarters', 'school'])] }
      : menu,
  ),
  entry('menu.new_group', ['school', 'teacher'], [entry('menu.new_group_screen', ['school', 'teacher'])]),
];

const remove = async (token: string, id: number | undefined) => {
  expect((await server.call(`/api/menus/${id}`, { method: 'DELETE', token })).status).toBe(204);
};

describe('menus of new screens reach existing installations', () => {
  it('adds nothing to a new installation: start-up already recorded what it has', async () => {
    const before = [await schoolMenus(high), await globalMenus('school')];
    expect(await offerMenus(db)).toBe(0);
    expect([await schoolMenus(high), await globalMenus('school')]).toEqual(before);
  });

  it('adds only the new entries, once, keeping what schools deleted and moved', async () => {
    // The high school drops Bank accounts and moves Account codes up; the middle school drops Finance.
    const mine = await schoolMenus(high);
    await remove(school, idOf(mine, 'menu.bank_accounts'));
    const moved = await server.call(`/api/menus/${idOf(mine, 'menu.account_codes')}/move`, {
      method: 'POST',
      token: school,
      json: { direction: 'up' },
    });
    expect(moved.status).toBe(200);
    await remove(school2, idOf(await schoolMenus(middle), 'menu.finance'));
    const highBefore = await schoolMenus(high);
    const middleBefore = await schoolMenus(middle);
    const teacherBefore = await schoolMenus(high, 'teacher');

    // school menus of two schools (3 new entries, one skipped where Finance is gone), global school
    // (3) and headquarters (1), teacher menus of three trees with the new group (2 each)...
    const added = await offerMenus(db, nextRelease);
    expect(added).toBeGreaterThan(0);

    const highAfter = await schoolMenus(high);
    // Every entry the school had is there as it was: same place, same parent, same position.
    expect(highAfter.slice(0, highBefore.length)).toEqual(highBefore);
    const fresh = highAfter.slice(highBefore.length);
    expect(titles(fresh)).toEqual(['menu.new_finance_screen', 'menu.new_group', 'menu.new_group_screen']);
    const finance = idOf(highAfter, 'menu.finance');
    const financeChildren = highAfter.filter((row) => row.parent === finance);
    expect(fresh[0]).toMatchObject({ parent: finance });
    // Last in its group, after every sibling the school kept (moved ones included).
    expect(fresh[0]?.position).toBe(Math.max(...financeChildren.map((row) => row.position)));
    expect(fresh[2]).toMatchObject({ parent: fresh[1]?.id });
    expect(titles(highAfter)).not.toContain('menu.bank_accounts');

    // The school that removed Finance gets the new group, not a Finance screen with no Finance.
    const middleAfter = await schoolMenus(middle);
    expect(middleAfter.slice(0, middleBefore.length)).toEqual(middleBefore);
    expect(titles(middleAfter.slice(middleBefore.length))).toEqual(['menu.new_group', 'menu.new_group_screen']);

    // Teachers get only what their audience has.
    expect(titles((await schoolMenus(high, 'teacher')).slice(teacherBefore.length))).toEqual([
      'menu.new_group',
      'menu.new_group_screen',
    ]);
    expect(titles(await globalMenus('school')).filter((title) => title.startsWith('menu.new_'))).toEqual([
      'menu.new_finance_screen',
      'menu.new_group',
      'menu.new_group_screen',
    ]);
    expect(titles(await globalMenus('parent')).filter((title) => title.startsWith('menu.new_'))).toEqual([]);
  });

  it('adds nothing the second time, nor after a school deletes or moves a new entry', async () => {
    const snapshot = async () => [await schoolMenus(high), await schoolMenus(middle), await globalMenus('school')];
    const before = await snapshot();
    expect(await offerMenus(db, nextRelease)).toBe(0);
    expect(await snapshot()).toEqual(before);
    await remove(school, idOf(await schoolMenus(high), 'menu.new_finance_screen'));
    const afterDelete = await snapshot();
    expect(await offerMenus(db, nextRelease)).toBe(0);
    expect(await snapshot()).toEqual(afterDelete);
  });

  it('upgrading an installation older than the records brings back nothing removed before', async () => {
    await server.sql('delete from menu_offers');
    const before = await schoolMenus(high);
    expect(titles(before)).not.toContain('menu.bank_accounts');
    // What it holds and the defaults of its time count as offered; later defaults are offered.
    expect(await offerMenus(db)).toBe(0);
    expect(await schoolMenus(high)).toEqual(before);
    expect(await server.sql(`select count(*)::int as n from menu_offers where school_id = ${high}`)).toEqual([
      { n: 4 },
    ]);
  });
});
