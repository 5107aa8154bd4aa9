import { getResource } from '@kampus/contract';
import { describe, expect, it } from 'vitest';
import { actionModules } from './actions.ts';

const declarations = actionModules.flatMap((module) => module.actions.map((action) => action.declaration));

/**
 * Issue 26: an action naming a record read it with the default grant, not the caller's (a parent
 * read another family's balance). Every action whose path names a record now declares it, and
 * the engine loads it through the caller's reach before anything else (core/actions.ts
 * `loadActionRecord`); this keeps the next action from forgetting.
 */
describe('actions that name a record', () => {
  it('declare the record (or say why their id names none)', () => {
    const silent = declarations
      .filter((declaration) => declaration.path.includes('{id}'))
      .filter((declaration) => !declaration.record && !declaration.notARecord)
      .map((declaration) => declaration.name);
    expect(silent).toEqual([]);
  });

  it('name a declared resource and a parameter of their path', () => {
    const wrong = declarations
      .filter((declaration) => declaration.record)
      .filter(
        ({ record, path }) => !getResource(record?.resource ?? '') || !path.includes(`{${record?.param ?? 'id'}}`),
      )
      .map((declaration) => declaration.name);
    expect(wrong).toEqual([]);
  });
});
