import { getResource } from '@kampus/contract/resources';
import { describe, expect, it } from 'vitest';
import { isOverdue, localToday } from './deadline.tsx';

const requests = getResource('delete_personal_data_requests');
const students = getResource('students');

describe('isOverdue', () => {
  it('marks an open request due before today, as the list filter overdue=true reads it', () => {
    if (!requests) throw new Error('no request resource');
    const today = '2026-11-29';
    expect(isOverdue(requests, { id: 1, dueDate: '2026-11-28', requestStatus: 'received' }, today)).toBe(true);
    expect(isOverdue(requests, { id: 2, dueDate: '2026-11-28', requestStatus: 'in_progress' }, today)).toBe(true);
    // Due today is not late yet; a closed request is never late; no date, no mark.
    expect(isOverdue(requests, { id: 3, dueDate: '2026-11-29', requestStatus: 'received' }, today)).toBe(false);
    expect(isOverdue(requests, { id: 4, dueDate: '2026-10-01', requestStatus: 'answered' }, today)).toBe(false);
    expect(isOverdue(requests, { id: 5, dueDate: null, requestStatus: 'received' }, today)).toBe(false);
  });

  it('marks nothing on a resource without a deadline', () => {
    if (!students) throw new Error('no student resource');
    expect(isOverdue(students, { id: 1, dueDate: '2000-01-01' }, '2026-11-29')).toBe(false);
  });

  it('reads today in the browser calendar as YYYY-MM-DD', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
