import { describe, expect, it } from 'vitest';
import { resources } from './resources/index.ts';
import { labelFields, menuRoutes } from './web-manifest.generated.ts';
import { labelFieldsOf, menuRoutesOf } from './web-manifest.ts';

describe("the web shell's manifest (else: npm run manifest:write --workspace packages/contract)", () => {
  it('holds the default menus’ resource routes as they are now', () => {
    expect(menuRoutes).toEqual(menuRoutesOf());
    expect(menuRoutes).toContainEqual({ path: '/student', resource: 'students' });
    expect(new Set(menuRoutes.map((route) => route.path)).size).toBe(menuRoutes.length);
  });
  it('holds every resource’s label field as declared now', () => {
    expect(labelFields).toEqual(labelFieldsOf());
    expect(Object.keys(labelFields)).toHaveLength(resources.length);
    expect(labelFields.courses).toBe('title');
  });
});
