import { describe, expect, it } from 'vitest';
import { declaredActions } from '../resources/index.ts';
import type { ActionDeclaration } from './define.ts';
import * as actionExports from './index.ts';

const METHODS: readonly unknown[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

// Declarations carry no marker: a value with a method, a path and an access is one.
const isDeclaration = (value: unknown): value is ActionDeclaration =>
  typeof value === 'object' &&
  value !== null &&
  METHODS.includes((value as { method?: unknown }).method) &&
  typeof (value as { path?: unknown }).path === 'string' &&
  'access' in value;

/** Vite (which runs the specs) expands `import.meta.glob`; the contract itself has no Vite types. */
interface GlobMeta {
  glob: (pattern: string, options: { eager: true }) => Record<string, Record<string, unknown>>;
}

/** What every `*.actions.ts` of the contract exports, wherever the file sits. */
const exportedInFiles = (): ActionDeclaration[] =>
  Object.values((import.meta as unknown as GlobMeta).glob('../**/*.actions.ts', { eager: true })).flatMap((file) =>
    (Object.values(file) as unknown[]).filter(isDeclaration),
  );

const names = (list: readonly ActionDeclaration[]): string[] => list.map((declaration) => declaration.name);

/** A declaration in no list would be implemented by nobody or checked by nothing; in two, registered twice. */
describe('the declared actions', () => {
  it('list every declaration a *.actions.ts exports: on its module, or among the platform ones', () => {
    const exported = exportedInFiles();
    expect(exported.length).toBeGreaterThan(100);
    expect(names(exported.filter((declaration) => !declaredActions.includes(declaration)))).toEqual([]);
  });

  it('are all exported by @kampus/contract/action, where the server and the web import them', () => {
    const exported = (Object.values(actionExports) as unknown[]).filter(isDeclaration);
    expect(names(declaredActions.filter((declaration) => !exported.includes(declaration)))).toEqual([]);
    expect(names(exported.filter((declaration) => !declaredActions.includes(declaration)))).toEqual([]);
  });

  it('list each declaration once, under a name and a route of its own', () => {
    expect(new Set(declaredActions).size).toBe(declaredActions.length);
    expect(new Set(names(declaredActions)).size).toBe(declaredActions.length);
    const routes = declaredActions.map((declaration) => `${declaration.method} ${declaration.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
