import { validateRecord } from '@kampus/contract/resource';
import { getResource } from '@kampus/contract/resources';
import { describe, expect, it } from 'vitest';
import { initialValues, toPayload } from './form-values.ts';

const users = getResource('users');
const gradeLevels = getResource('grade_levels');
const nurseVisits = getResource('nurse_visits');
const sessions = getResource('counselling_sessions');
if (!users || !gradeLevels || !nurseVisits || !sessions) throw new Error('contract resources missing');

describe('form values', () => {
  it('starts an add form with the active school and declared defaults', () => {
    const values = initialValues(gradeLevels, undefined, { schoolId: 4, seasonId: 7 });
    expect(values).toMatchObject({ school: 4, title: '', levelOrder: '0', active: true });
  });

  it("starts a nurse visit at the present minute and a counselling session today, on the school's clock", () => {
    const now = { date: '2026-11-30', time: '09:05:41' };
    expect(initialValues(nurseVisits, undefined, { schoolId: 4, seasonId: 7, clock: now }).visitedAt).toBe(
      '2026-11-30T09:05',
    );
    expect(initialValues(sessions, undefined, { schoolId: 4, seasonId: 7, clock: now }).sessionDate).toBe('2026-11-30');
    // An edited record keeps its own moment; a field that does not start now starts empty.
    const edited = initialValues(
      nurseVisits,
      { visitedAt: '2026-11-12 14:30:00' },
      { schoolId: 4, seasonId: 7, clock: now },
    );
    expect(edited.visitedAt).toBe('2026-11-12T14:30');
    expect(initialValues(users, undefined, { schoolId: 4, seasonId: 7, clock: now }).expiresAt).toBe('');
  });

  it('reads a record into inputs: IRIs as ids, zero dates as empty, flags as booleans', () => {
    const values = initialValues(
      users,
      { name: 'Ada', userType: '/api/user_types/3', schoolId: 4, expiresAt: '0000-00-00', isActive: '1' },
      { schoolId: null, seasonId: null },
    );
    expect(values).toMatchObject({ name: 'Ada', userType: 3, schoolId: 4, expiresAt: '', isActive: true });
  });

  it('writes IRIs, "1"/"0" flags, zero dates and numbers, leaving empty ones out of a create', () => {
    const body = toPayload(
      users,
      {
        name: ' Ada ',
        lastName: 'Admin',
        email: 'a@b.co',
        userType: 3,
        schoolId: 4,
        expiresAt: '',
        isActive: false,
        password: '',
      },
      'create',
    );
    expect(body).toEqual({
      name: 'Ada',
      lastName: 'Admin',
      email: 'a@b.co',
      userType: '/api/user_types/3',
      schoolId: 4,
      expiresAt: '0000-00-00',
      isActive: '0',
      isSuperadmin: false,
    });
    expect(validateRecord(users, 'create', body).ok).toBe(true);
  });

  it('reads an int that names a record (0 for none) as a choice, and writes no choice back as 0', () => {
    const notes = getResource('promissory_notes');
    if (!notes) throw new Error('contract resources missing');
    const none = initialValues(notes, { lawyer: 0 }, { schoolId: 4, seasonId: 7 });
    expect(none.lawyer).toBeNull();
    expect(initialValues(notes, { lawyer: 12 }, { schoolId: 4, seasonId: 7 }).lawyer).toBe(12);
    expect(toPayload(notes, { ...none, lawyer: null }, 'update', new Set(['lawyer']))).toEqual({ lawyer: 0 });
    expect(toPayload(notes, { ...none, lawyer: 12 }, 'update', new Set(['lawyer']))).toEqual({ lawyer: 12 });
  });

  it('sends only changed fields in an edit (merge patch)', () => {
    const values = initialValues(
      gradeLevels,
      { school: '/api/schools/4', title: 'Grade 5', levelOrder: 1, active: true },
      { schoolId: 4, seasonId: null },
    );
    expect(toPayload(gradeLevels, { ...values, levelOrder: '2' }, 'update', new Set(['levelOrder']))).toEqual({
      levelOrder: 2,
    });
  });

  it('reports an empty required field with the cannot-be-empty key', () => {
    const result = validateRecord(
      gradeLevels,
      'create',
      toPayload(gradeLevels, { school: 4, title: '', levelOrder: '', active: true }, 'create'),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.violations).toContainEqual({ propertyPath: 'title', message: 'validation.required' });
  });
});
