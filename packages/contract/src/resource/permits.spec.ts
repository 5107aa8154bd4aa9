import { describe, expect, it } from 'vitest';
import { attendances, auditLogs, students, users } from '../resources/index.ts';
import { displayName } from './display-name.ts';
import { grantOf, permits, type AccessCaller } from './permits.ts';

const as = (audience: AccessCaller['audience'], id = 5, superadmin = false): AccessCaller => ({
  id,
  audience,
  superadmin,
});

describe('permits', () => {
  it("follows a declaration's access: a teacher reads students but neither creates, edits nor deletes them", () => {
    const teacher = as('teacher');
    expect(permits(students, 'list', teacher)).toBe(true);
    expect(permits(students, 'create', teacher)).toBe(false);
    expect(permits(students, 'update', teacher, { id: 1 })).toBe(false);
    expect(permits(students, 'delete', teacher, { id: 1 })).toBe(false);
    expect(permits(attendances, 'create', teacher)).toBe(true);
    expect(permits(attendances, 'delete', teacher, { id: 1 })).toBe(false);
  });

  it('gives a parent their own rows only, and reading only', () => {
    const parent = as('parent', 9);
    expect(grantOf(students, 'list', parent)).toBe('own');
    expect(permits(students, 'read', parent, { id: 41, user: '/api/users/8' })).toBe(true);
    expect(permits(students, 'update', parent, { id: 41 })).toBe(false);
    // Their own account (ownField id) they may change; another's they may not even read.
    expect(permits(users, 'update', parent, { id: 9 })).toBe(true);
    expect(permits(users, 'read', parent, { id: 10 })).toBe(false);
    expect(permits(users, 'list', parent)).toBe(false);
  });

  it('never offers deleting the account one is signed in with, superadmins included', () => {
    expect(permits(users, 'delete', as('school', 3), { id: 12 })).toBe(true);
    expect(permits(users, 'delete', as('school', 3), { id: 3 })).toBe(false);
    expect(permits(users, 'delete', as('headquarters', 1, true), { id: 1 })).toBe(false);
  });

  it('lets no one write what the server writes itself', () => {
    const superadmin = as('headquarters', 1, true);
    expect(permits(auditLogs, 'list', superadmin)).toBe(true);
    expect(permits(auditLogs, 'create', superadmin)).toBe(false);
    expect(permits(auditLogs, 'delete', superadmin, { id: 1 })).toBe(false);
  });
});

describe('displayName', () => {
  it('names a person in full and anything else by its label field', () => {
    expect(displayName(students, { id: 41, name: 'Deniz', lastName: 'Öğrenci' })).toBe('Deniz Öğrenci');
    expect(displayName(users, { id: 6, name: 'Tülay', lastName: 'Öğretmen', email: 'teacher@kampus.test' })).toBe(
      'Tülay Öğretmen',
    );
    expect(displayName(attendances, { id: 7, attendanceDate: '2026-11-23' })).toBe('2026-11-23');
  });
});
