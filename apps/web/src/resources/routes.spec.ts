import { getResource, menuKeys } from '@kampus/contract';
import { describe, expect, it } from 'vitest';
import { areaRoutes } from '../app/area-routes.tsx';
import { basePathOf, resourceRoutes } from './routes.ts';

describe('screen registries', () => {
  it("mount a resource's generic screens at its menu entry's url, with no web line of its own", () => {
    expect(basePathOf('bank_accounts')).toBe('/bank/accounts');
    expect(basePathOf('banks')).toBe('/config/banks');
    expect(basePathOf('readonly_enrollment_contracts')).toBe('/enrollment/contract-templates');
    expect(menuKeys().length).toBeGreaterThan(resourceRoutes.length);
  });

  it("add the areas' own routes and the generic routes no menu entry names", () => {
    expect(basePathOf('seasons')).toBe('/config/seasons');
    expect(areaRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        'config/seasons',
        'organization',
        'users/:id',
        'bank/accounts/:id/setting',
        'admin/outbox',
      ]),
    );
  });

  it('name only declared resources, each at one path, and paths once', () => {
    expect(resourceRoutes.filter((route) => getResource(route.resource) === undefined)).toEqual([]);
    expect(new Set(resourceRoutes.map((route) => route.path)).size).toBe(resourceRoutes.length);
    expect(new Set(resourceRoutes.map((route) => route.resource)).size).toBe(resourceRoutes.length);
    expect(new Set(areaRoutes.map((route) => route.path)).size).toBe(areaRoutes.length);
  });

  it('send a resource with no route to /r/<name>', () => {
    expect(basePathOf('devices')).toBe('/r/devices');
  });
});
