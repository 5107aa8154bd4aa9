import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HookSet } from '../core/hooks.ts';
import { moduleHooks } from './hooks.ts';

const isHookSet = (value: unknown): value is HookSet =>
  typeof value === 'object' && value !== null && 'resource' in value && 'hooks' in value;

describe('module hooks', () => {
  it('lists every hook set that a *.hooks.ts file exports, once', async () => {
    const dir = import.meta.dirname;
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.hooks.ts'));
    expect(files.length).toBeGreaterThan(10);
    const exported: HookSet[] = [];
    for (const file of files) {
      const module = (await import(join(dir, file))) as Record<string, unknown>;
      for (const value of Object.values(module)) {
        if (isHookSet(value)) exported.push(value);
        if (Array.isArray(value)) exported.push(...value.filter(isHookSet));
      }
    }
    expect(exported.filter((set) => !moduleHooks.includes(set)).map((set) => set.resource.name)).toEqual([]);
    expect(new Set(moduleHooks).size).toBe(moduleHooks.length);
  });
});
