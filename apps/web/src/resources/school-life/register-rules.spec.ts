import { describe, expect, it } from 'vitest';
import { naturalOrder, registerPath, shortTime } from './register-rules.ts';

describe('register rules', () => {
  it('orders class names naturally, Turkish letters beside their base letter', () => {
    const rows = ['12-A', '10-A', '9-A', '11-A', '9-Ç', '9-B'].map((title) => ({ title }));
    expect(naturalOrder(rows, 'tr').map((row) => row.title)).toEqual(['9-A', '9-B', '9-Ç', '10-A', '11-A', '12-A']);
  });

  it('shows lesson times without seconds', () => {
    expect(shortTime('08:30:00')).toBe('08:30');
  });

  it('builds the address the teacher’s home page links to', () => {
    expect(registerPath({ classId: 4, date: '2026-11-23', scheduleId: 7 })).toBe(
      '/attendance/register?classId=4&date=2026-11-23&scheduleId=7',
    );
    expect(registerPath({})).toBe('/attendance/register');
  });
});
