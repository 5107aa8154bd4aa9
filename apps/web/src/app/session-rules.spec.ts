import { describe, expect, it } from 'vitest';
import type { UserSchool } from '../api/types.ts';
import { defaultSeason, helpPageName, pickActiveSchool, pickActiveSeason } from './session-rules.ts';

const season = (id: number, isDefault = false) => ({ id, title: `S${id}`, isDefault, startDate: null, endDate: null });
const school = (id: number, seasons = [season(id * 10), season(id * 10 + 1, true)]): UserSchool => ({
  id,
  title: `School ${id}`,
  type: 'school',
  parent: null,
  seasons,
});
const schools = [school(1), school(2), school(3)];

describe('active school', () => {
  it('takes the first school', () => {
    expect(pickActiveSchool(schools, { userType: '/api/user_types/3', schoolId: 2 }, null)?.id).toBe(1);
  });

  it("takes a teacher's own school when the teacher has several", () => {
    expect(pickActiveSchool(schools, { userType: '/api/user_types/6', schoolId: 2 }, null)?.id).toBe(2);
    expect(pickActiveSchool(schools, { userType: 6, schoolId: 3 }, null)?.id).toBe(3);
  });

  it('keeps the current school while it is still in the list', () => {
    expect(pickActiveSchool(schools, { userType: 6, schoolId: 2 }, 3)?.id).toBe(3);
    expect(pickActiveSchool(schools, { userType: 3, schoolId: 2 }, 99)?.id).toBe(1);
  });
});

describe('active season', () => {
  it('is the default season, or the current one when the school has it', () => {
    expect(defaultSeason(school(1))?.id).toBe(11);
    expect(pickActiveSeason(school(1), 10)?.id).toBe(10);
    expect(pickActiveSeason(school(1), 20)?.id).toBe(11);
    expect(defaultSeason(school(4, [season(40)]))?.id).toBe(40);
    expect(defaultSeason(school(5, []))).toBeUndefined();
  });
});

describe('help page name', () => {
  it('is the path without digits', () => {
    expect(helpPageName('/config/grade-levels')).toBe('config-grade-levels');
    expect(helpPageName('/users/12')).toBe('users-');
    expect(helpPageName('/')).toBe('home');
  });
});
