import { declaredActions } from '@kampus/contract/resources';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HookSet } from '../core/hooks.ts';
import type { ServerModule } from '../core/server-module.ts';
import type { JobDefinition } from '../jobs/registry.ts';
import { moduleHooks, moduleJobs, serverModules } from './index.ts';

const isHookSet = (value: unknown): value is HookSet =>
  typeof value === 'object' && value !== null && 'resource' in value && 'hooks' in value;
const isJob = (value: unknown): value is JobDefinition =>
  typeof value === 'object' && value !== null && 'task' in value && 'run' in value;
const isModule = (value: unknown): value is ServerModule =>
  typeof value === 'object' && value !== null && 'name' in value && 'actions' in value && 'jobs' in value;

const dir = import.meta.dirname;
const exportsOf = async (suffix: string): Promise<unknown[]> => {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith(suffix));
  const values: unknown[] = [];
  for (const file of files) {
    for (const value of Object.values((await import(join(dir, file))) as Record<string, unknown>)) {
      values.push(...(Array.isArray(value) ? value : [value]));
    }
  }
  return values;
};

/** A hook set, a job or a module left out of the list would never run: nothing warns at start. */
describe('the server modules', () => {
  it('lists every module a *.module.ts file exports, once', async () => {
    const exported = (await exportsOf('.module.ts')).filter(isModule);
    expect(exported.length).toBeGreaterThan(30);
    expect(exported.filter((module) => !serverModules.includes(module)).map((module) => module.name)).toEqual([]);
    expect(new Set(serverModules.map((module) => module.name)).size).toBe(serverModules.length);
  });

  it('install every hook set that a *.hooks.ts file exports, once', async () => {
    const exported = (await exportsOf('.hooks.ts')).filter(isHookSet);
    expect(exported.length).toBeGreaterThan(10);
    expect(exported.filter((set) => !moduleHooks.includes(set)).map((set) => set.resource.name)).toEqual([]);
    expect(new Set(moduleHooks).size).toBe(moduleHooks.length);
  });

  it('register every job a module file defines, once per task', async () => {
    const exported = [...(await exportsOf('.job.ts')), ...(await exportsOf('.operation.ts'))].filter(isJob);
    expect(exported.length).toBeGreaterThanOrEqual(8);
    expect(exported.filter((job) => !moduleJobs.includes(job)).map((job) => job.task)).toEqual([]);
    expect(new Set(moduleJobs.map((job) => job.task)).size).toBe(moduleJobs.length);
  });

  it('implement every action the contract declares (on a module or among the platform ones), once', () => {
    const implemented = serverModules.flatMap((module) => module.actions.map((action) => action.declaration));
    expect(declaredActions.length).toBeGreaterThan(100);
    expect(
      declaredActions
        .filter((declaration) => !implemented.includes(declaration))
        .map((declaration) => declaration.name),
    ).toEqual([]);
    expect(
      implemented
        .filter((declaration) => !declaredActions.includes(declaration))
        .map((declaration) => declaration.name),
    ).toEqual([]);
    expect(new Set(implemented).size).toBe(implemented.length);
  });

  it('run the hooks of one resource in the documented order', () => {
    const order = (resource: string) =>
      moduleHooks
        .filter((set) => set.resource.name === resource)
        .map((set) => serverModules.find((module) => module.hooks.includes(set))?.name);
    expect(order('users')).toEqual(['users', 'accounts', 'accounts']);
    expect(order('attendances')).toEqual(['school-life', 'notifications']);
  });
});
