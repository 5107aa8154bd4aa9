import { getResource, type ActionDeclaration } from '@kampus/contract';
import { describe, expect, it } from 'vitest';
import { serverModules } from './index.ts';

const declarations = serverModules.flatMap((module) => module.actions.map((action) => action.declaration));

/** The path's parameters that name a record: `{id}` and every `{…Id}` (`{userId}`, `{schoolId}`, `{studentId}`). */
const recordParams = (path: string): string[] =>
  [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').filter((name) => /^(id|\w+Id)$/.test(name));

const declared = (declaration: ActionDeclaration) => [
  ...(declaration.record ? [declaration.record] : []),
  ...(declaration.otherRecords ?? []),
];

/**
 * Issue 26: an action naming a record read it with the default grant, not the caller's (a parent
 * read another family's balance). Every action whose path names a record now declares it, and
 * the engine loads it through the caller's reach before anything else (core/actions.ts
 * `loadActionRecord`); this keeps the next action from forgetting, whatever its parameter is called.
 */
describe('actions that name a record', () => {
  it('declare every record their path names (or say why their ids name none)', () => {
    const silent = declarations
      .filter((declaration) => !declaration.notARecord)
      .flatMap((declaration) => {
        const covered = new Set(declared(declaration).map((record) => record.param ?? 'id'));
        return recordParams(declaration.path)
          .filter((param) => !covered.has(param))
          .map((param) => `${declaration.name} {${param}}`);
      });
    expect(silent).toEqual([]);
  });

  it('name a declared resource and a parameter of their path', () => {
    const wrong = declarations.flatMap((declaration) =>
      declared(declaration)
        .filter((record) => !getResource(record.resource) || !declaration.path.includes(`{${record.param ?? 'id'}}`))
        .map((record) => `${declaration.name} ${record.resource}`),
    );
    expect(wrong).toEqual([]);
  });

  it('name a user through every school of theirs', () => {
    const partial = declarations.flatMap((declaration) =>
      declared(declaration)
        .filter((record) => record.resource === 'users' && record.across !== 'every')
        .map(() => declaration.name),
    );
    expect(partial).toEqual([]);
  });
});
