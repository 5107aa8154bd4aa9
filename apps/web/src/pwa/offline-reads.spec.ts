import { describe, expect, it } from 'vitest';
import { dataCacheKey, isKeptFor, isKeptRead, parsePolicy } from './offline-reads.ts';

describe('the reads kept for offline reading', () => {
  it('keeps the family home, timetable, attendance and balance reads', () => {
    for (const path of [
      '/api/users/0b9f6a52-6f1e-4bde-9a59-4b3f3c1e2d10',
      '/en/users/0b9f6a52-6f1e-4bde-9a59-4b3f3c1e2d10/schools',
      '/tr/users/0b9f6a52-6f1e-4bde-9a59-4b3f3c1e2d10/students',
      '/ar/users/0b9f6a52-6f1e-4bde-9a59-4b3f3c1e2d10/schools/3/menus',
      '/api/schedules.json',
      '/api/attendances.jsonld',
      '/api/students/12/balance',
      '/api/students/12/statement',
      '/api/installments.jsonld',
      '/api/timetable/week',
      '/api/attendances/register',
      '/api/batches.json',
      '/api/user_types/7',
    ]) {
      expect(isKeptRead('GET', path), path).toBe(true);
    }
  });

  it('never keeps writes, staff reports, files or anything not listed', () => {
    expect(isKeptRead('POST', '/api/attendances/bulk')).toBe(false);
    expect(isKeptRead('PUT', '/api/attendances/register')).toBe(false);
    expect(isKeptRead('PATCH', '/api/students/12')).toBe(false);
    expect(isKeptRead('POST', '/api/schedules.json')).toBe(false);
    for (const path of [
      '/api/home/today',
      '/api/finance/day_end',
      '/api/students/12/photo',
      '/api/students.csv',
      '/api/users.jsonld',
      '/en/login',
      '/version.json',
      '/api/docs.json',
    ]) {
      expect(isKeptRead('GET', path), path).toBe(false);
    }
  });

  it('keys an answer by its user, school, season and language', () => {
    const headers = new Headers({ schoolId: '2', seasonId: '5', 'Accept-Language': 'tr' });
    const key = dataCacheKey('https://kampus.test/api/schedules.json?pagination=false', headers, 'u-1');
    expect(key).toBe('https://kampus.test/api/schedules.json?pagination=false&__kampus=u-1.2.5.tr');
    expect(dataCacheKey('https://kampus.test/api/schedules.json?pagination=false', headers, 'u-2')).not.toBe(key);
    expect(dataCacheKey('https://kampus.test/api/schedules.json', new Headers(), 'u-1')).toBe(
      'https://kampus.test/api/schedules.json?__kampus=u-1.-.-.-',
    );
  });

  it('serves and stores only the session the policy names', () => {
    const policy = { userId: 'u-1', authorization: 'Bearer a' };
    expect(isKeptFor(policy, new Headers({ Authorization: 'Bearer a' }))).toBe(true);
    expect(isKeptFor(policy, new Headers({ Authorization: 'Bearer b' }))).toBe(false);
    expect(isKeptFor(policy, new Headers())).toBe(false);
    expect(isKeptFor(null, new Headers({ Authorization: 'Bearer a' }))).toBe(false);
    expect(isKeptFor({ userId: 'u-1', authorization: '' }, new Headers({ Authorization: '' }))).toBe(false);
  });

  it('reads a stored policy, and nothing malformed', () => {
    expect(parsePolicy({ userId: 'u-1', authorization: 'Bearer a', extra: 1 })).toEqual({
      userId: 'u-1',
      authorization: 'Bearer a',
    });
    expect(parsePolicy({ userId: 1, authorization: 'Bearer a' })).toBeNull();
    expect(parsePolicy(null)).toBeNull();
    expect(parsePolicy('Bearer a')).toBeNull();
  });
});
