import { describe, expect, it } from 'vitest';
import { healthAllergies, healthRecords, nurseVisits, staffDuties, students } from '../resources/index.ts';
import { dutyOnly, dutySchools, grantOf, permits, type AccessCaller } from './permits.ts';

const caller = (audience: AccessCaller['audience'], duties: AccessCaller['duties'] = []): AccessCaller => ({
  id: 7,
  audience,
  superadmin: false,
  duties,
});

describe('duty grants (duty:nurse)', () => {
  it('open a confidential resource to the holders of the duty only, whatever their kind', () => {
    expect(grantOf(healthRecords, 'read', caller('school'))).toBe('none');
    expect(grantOf(healthRecords, 'read', caller('school', [{ duty: 'nurse', school: 3 }]))).toBe('all');
    expect(grantOf(healthRecords, 'read', caller('teacher', [{ duty: 'health_designate', school: 3 }]))).toBe('all');
    // Another duty grants nothing here.
    expect(grantOf(healthRecords, 'read', caller('school', [{ duty: 'librarian', school: 3 }]))).toBe('none');
    expect(permits(nurseVisits, 'create', caller('school'))).toBe(false);
    expect(permits(nurseVisits, 'create', caller('school', [{ duty: 'nurse', school: 3 }]))).toBe(true);
  });

  it('say when access comes from the duty alone, and at which schools', () => {
    const nurse = caller('school', [
      { duty: 'nurse', school: 3 },
      { duty: 'librarian', school: 4 },
    ]);
    expect(dutyOnly(healthRecords, 'list', nurse)).toBe(true);
    expect(dutySchools(healthRecords, 'list', nurse)).toEqual([3]);
    // Staff read students by their kind: no duty narrows them.
    expect(dutyOnly(students, 'list', nurse)).toBe(false);
  });

  it('leave a family’s own grant as it was: a parent reads their child’s and may report', () => {
    const parent = caller('parent');
    expect(grantOf(healthRecords, 'read', parent)).toBe('own');
    expect(grantOf(healthRecords, 'update', parent)).toBe('none');
    expect(grantOf(healthAllergies, 'create', parent)).toBe('all');
    expect(grantOf(healthAllergies, 'update', parent)).toBe('none');
  });

  it('are given by staff: duties are written by staff and read by their holder', () => {
    expect(permits(staffDuties, 'create', caller('school'))).toBe(true);
    expect(permits(staffDuties, 'create', caller('teacher'))).toBe(false);
    expect(grantOf(staffDuties, 'list', caller('teacher'))).toBe('own');
    expect(permits(staffDuties, 'read', caller('teacher'), { id: 1, user: '/api/users/7' })).toBe(true);
    expect(permits(staffDuties, 'read', caller('teacher'), { id: 2, user: '/api/users/8' })).toBe(false);
  });
});
