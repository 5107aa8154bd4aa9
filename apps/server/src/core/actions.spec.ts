import { idParam, langParam } from '@kampus/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RequestContext } from './caller.ts';
import { checkAccess, parsePart } from './actions.ts';
import { Problem } from './problem.ts';

const caller = (audience: 'teacher' | 'school', superadmin = false): RequestContext => ({
  caller: {
    id: 1,
    uuid: 'u',
    email: 'e@kampus.test',
    name: 'N',
    lastName: 'L',
    audience,
    userTypeId: 1,
    superadmin,
    schoolId: 1,
    sessionId: 's',
    impersonatorId: null,
    signIn: { method: 'password', at: new Date() },
    sessionSchools: null,
    secondFactorAt: null,
    enrolOnly: false,
    apiKeyId: null,
    memberships: [],
  },
  language: 'en',
  reach: new Set([1]),
  scope: new Set([1]),
  activeSchoolId: null,
  activeSeasonId: null,
});

const statusOf = (work: () => void): number | undefined => {
  try {
    work();
    return undefined;
  } catch (error) {
    return error instanceof Problem ? error.status : -1;
  }
};

describe('action input', () => {
  const body = z.object({
    email: z.string(),
    name: z.string().max(3),
    kind: z.enum(['a', 'b']),
    ids: z.array(z.number()),
    own: z.string({ error: 'validation.password_rule' }),
  });

  it('names each refused field with a translation key', () => {
    const parsed = parsePart(body, { name: 'long', kind: 'c', ids: [1, 'x'], own: 5 }, 'body');
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? [] : parsed.violations).toEqual([
      { propertyPath: 'email', message: 'validation.required' },
      { propertyPath: 'name', message: 'validation.too_long' },
      { propertyPath: 'kind', message: 'validation.invalid_choice' },
      { propertyPath: 'ids[1]', message: 'validation.invalid' },
      { propertyPath: 'own', message: 'validation.password_rule' },
    ]);
  });

  it('makes a bad path parameter no such resource, unless its schema names a field message', () => {
    const params = z.object({ lang: langParam, id: idParam });
    expect(parsePart(params, { lang: 'xx', id: '1' }, 'params')).toMatchObject({ ok: false, notFound: true });
    expect(parsePart(params, { lang: 'en', id: '99999999999' }, 'params')).toMatchObject({ ok: false, notFound: true });
    expect(parsePart(params, { lang: 'tr', id: '12' }, 'params')).toEqual({ ok: true, value: { lang: 'tr', id: 12 } });
    const audience = z.object({ type: z.enum(['school'], { error: 'validation.invalid_choice' }) });
    expect(parsePart(audience, { type: 'x' }, 'params')).toMatchObject({ ok: false, notFound: false });
  });
});

describe('action access', () => {
  it('lets in the declared kinds of user and superadmins, and no one else', () => {
    expect(statusOf(() => checkAccess('signedIn', caller('teacher')))).toBeUndefined();
    expect(statusOf(() => checkAccess('superadmin', caller('school')))).toBe(403);
    expect(statusOf(() => checkAccess('superadmin', caller('school', true)))).toBeUndefined();
    expect(statusOf(() => checkAccess(['school'], caller('teacher')))).toBe(403);
    expect(statusOf(() => checkAccess(['school'], caller('school')))).toBeUndefined();
    expect(statusOf(() => checkAccess(['school'], caller('teacher', true)))).toBeUndefined();
    // Teachers may not change school menus: the resource's own access says so.
    expect(statusOf(() => checkAccess({ resource: 'menus', operation: 'update' }, caller('teacher')))).toBe(403);
    expect(statusOf(() => checkAccess('signedIn', { ...caller('school'), caller: null }))).toBe(401);
  });
});
