import { describe, expect, it } from 'vitest';
import { assignableTypes, userFormDefaults, userFormFields, userListFilter } from './user-form-rules.ts';

const types = [
  { id: 6, userType: 'Teacher', loginType: 'teacher', typeOrder: 6, isActive: true },
  { id: 1, userType: 'Headquarters staff', loginType: 'headquarters', typeOrder: 1, isActive: true },
  { id: 3, userType: 'School administrator', loginType: 'school', typeOrder: 3, isActive: true },
  { id: 2, userType: 'Campus staff', loginType: 'campus', typeOrder: 2, isActive: true },
  { id: 10, userType: 'Retired', loginType: 'teacher', typeOrder: 10, isActive: false },
];

describe('user form rules', () => {
  it('asks for the school only at headquarters', () => {
    expect(userFormFields('headquarters', 'create')).toContain('schoolId');
    expect(userFormFields('campus', 'create')).not.toContain('schoolId');
    expect(userFormFields('school', 'create')).not.toContain('schoolId');
    // The personal data (phone, home and work address) follow the account's own fields.
    expect(userFormFields('school', 'create')).toEqual([
      'name',
      'lastName',
      'email',
      'userType',
      'expiresAt',
      'phone',
      'homeAddress',
      'workAddress',
    ]);
    expect(userFormFields('school', 'update')).toContain('isActive');
  });

  it('starts with no expiry; the school empty at headquarters, the active school elsewhere', () => {
    expect(userFormDefaults('headquarters', 1, 'create')).toEqual({ expiresAt: '', schoolId: null });
    expect(userFormDefaults('school', 4, 'create')).toEqual({ expiresAt: '', schoolId: 4 });
    expect(userFormDefaults('school', 4, 'update')).toEqual({});
  });

  it('offers only the active types the caller may assign, by typeOrder', () => {
    const names = (list: Record<string, unknown>[]) => list.map((type) => type.userType);
    expect(names(assignableTypes(types, { audience: 'school', superadmin: false }))).toEqual([
      'School administrator',
      'Teacher',
    ]);
    expect(names(assignableTypes(types, { audience: 'campus', superadmin: false }))).toEqual([
      'Campus staff',
      'School administrator',
      'Teacher',
    ]);
    expect(names(assignableTypes(types, { audience: 'school', superadmin: true }))).toEqual([
      'Headquarters staff',
      'Campus staff',
      'School administrator',
      'Teacher',
    ]);
  });

  it('lists every user at headquarters, the active school elsewhere', () => {
    expect(userListFilter('headquarters', 1)).toEqual([]);
    expect(userListFilter('school', 4)).toEqual([['schoolId', '4']]);
    expect(userListFilter('campus', 2)).toEqual([['schoolId', '2']]);
  });
});
