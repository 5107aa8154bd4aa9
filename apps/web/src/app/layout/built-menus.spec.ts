import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../api/types.ts';
import { preloadOf } from '../screens.ts';
import { areaPaths, areaRouteAt, builtMenus, compileRoutePath, isBuiltUrl } from './built-menus.ts';

/* The side menu offers only screens that exist: an entry of a screen still to come is not shown. */
const entry = (id: number, url: string | null, children?: MenuItem[]): MenuItem => ({
  id,
  title: `menu.${id}`,
  label: `Entry ${id}`,
  url,
  icon: null,
  position: id,
  ...(children ? { children } : {}),
});

describe('the menus without unbuilt screens', () => {
  it('knows built screens: resource routes, area routes, the homes, /r/<name>, other sites', () => {
    expect(isBuiltUrl('/student')).toBe(true);
    expect(isBuiltUrl('/schedules')).toBe(true);
    expect(isBuiltUrl('/attendance')).toBe(true);
    expect(isBuiltUrl('/guardians')).toBe(true);
    expect(isBuiltUrl('/users')).toBe(true);
    expect(isBuiltUrl('/account/home')).toBe(true);
    expect(isBuiltUrl('/school/dashboard')).toBe(true);
    expect(isBuiltUrl('/r/devices')).toBe(true);
    expect(isBuiltUrl('/filemanager')).toBe(true);
    expect(isBuiltUrl('/finance')).toBe(true);
    expect(isBuiltUrl('/mail')).toBe(true);
    expect(isBuiltUrl('/classes/online')).toBe(true);
    expect(isBuiltUrl('/store')).toBe(true);
    expect(isBuiltUrl('/store/admin')).toBe(true);
    expect(isBuiltUrl('/sso/vcloud')).toBe(true);
    expect(isBuiltUrl('https://example.org/sso')).toBe(true);
  });

  it('knows an address that opens no screen', () => {
    expect(isBuiltUrl('/no-such-screen')).toBe(false);
    expect(isBuiltUrl('/no-such-area/12/edit')).toBe(false);
    expect(isBuiltUrl('/r/')).toBe(false);
  });

  it('drops unbuilt entries, and groups left with none, and keeps the order of the rest', () => {
    const menus = [
      entry(1, '/school/dashboard'),
      entry(2, null, [entry(3, '/student'), entry(4, '/smartclass'), entry(5, '/guardians')]),
      entry(6, null, [entry(7, '/mail'), entry(8, '/feeds')]),
      entry(9, '/store'),
    ];
    // Which screens exist changes as areas are built; the rule is tested against a fixed set.
    const built = new Set(['/school/dashboard', '/student', '/guardians']);
    expect(builtMenus(menus, (url) => built.has(url))).toEqual([
      entry(1, '/school/dashboard', []),
      entry(2, null, [entry(3, '/student', []), entry(5, '/guardians', [])]),
    ]);
  });

  it('keeps a group whose own address is unbuilt for its built children, without that address', () => {
    const menus = [entry(1, '/no-such-group', [entry(2, '/classes')])];
    expect(builtMenus(menus)).toEqual([entry(1, null, [entry(2, '/classes', [])])]);
  });

  it('reads every area route as the router does: each address a route opens, and the near misses', () => {
    // Concrete addresses for a pattern: parameters filled, optional segments with and without,
    // a splat empty and deep; and the near misses: a segment more, a segment less, another word.
    const filled = (path: string): string[] =>
      path
        .split('/')
        .filter((segment) => segment !== '')
        .reduce<string[]>(
          (prefixes, segment) => {
            const optional = segment.endsWith('?');
            const body = optional ? segment.slice(0, -1) : segment;
            const forms = body === '*' ? ['', '/a/b'] : [body.startsWith(':') ? '/12' : `/${body.toUpperCase()}`];
            const next = prefixes.flatMap((prefix) => forms.map((form) => prefix + form));
            return optional ? [...prefixes, ...next] : next;
          },
          [''],
        )
        .map((address) => address || '/');
    const probes = areaPaths.flatMap((path) =>
      filled(path).flatMap((address) => [
        address,
        `${address}/`,
        `${address}/extra`,
        address.replace(/\/[^/]*$/, '') || '/',
        `${address}x`,
      ]),
    );
    expect(probes.length).toBeGreaterThan(areaPaths.length * 4);
    const disagreements = areaPaths.flatMap((path) => {
      const matcher = compileRoutePath(path);
      return probes
        .filter((probe) => matcher.test(probe) !== (matchRoutes([{ path }], probe) !== null))
        .map((probe) => `${path} on ${probe}`);
    });
    expect(disagreements).toEqual([]);
    expect(areaPaths.flatMap((path) => filled(path)).filter((address) => !isBuiltUrl(address))).toEqual([]);
  });
});

describe('the screen an address opens, for preloading it with the layout', () => {
  it('ranks a static path above a parameter, as the router does, and finds its preload', async () => {
    const home = areaRouteAt('/account/home');
    expect(home?.path).toBe('account/home');
    // The family's home chunk starts loading from here: the module loads, with its component.
    const loaded = await preloadOf(home)?.();
    expect(loaded).toHaveProperty('RoleHome');
    expect(areaRouteAt('/account/student')?.path).toBe('account/:section');
    expect(typeof preloadOf(areaRouteAt('/timetable/family'))).toBe('function');
  });

  it('answers nothing for an address no area route opens, and no preload for a route without one', () => {
    expect(areaRouteAt('/no/such/screen')).toBeUndefined();
    expect(preloadOf(areaRouteAt('/admin/outbox'))).toBeUndefined();
    expect(preloadOf(undefined)).toBeUndefined();
  });
});
