import { describe, expect, it } from 'vitest';
import { isTeacher, loadsActiveStudent } from '../../app/session-rules.ts';

describe('session rules of school life', () => {
  it('loads an active student for students (type 8) and parents (type 9) only', () => {
    expect(loadsActiveStudent({ userType: '/api/user_types/8' })).toBe(true);
    expect(loadsActiveStudent({ userType: 9 })).toBe(true);
    expect(loadsActiveStudent({ userType: '/api/user_types/6' })).toBe(false);
    expect(loadsActiveStudent({ userType: '/api/user_types/3' })).toBe(false);
    expect(loadsActiveStudent(undefined)).toBe(false);
  });

  it('gives the attendance pop-up to teachers (type 6) only', () => {
    expect(isTeacher({ userType: '/api/user_types/6' })).toBe(true);
    expect(isTeacher({ userType: '/api/user_types/9' })).toBe(false);
    expect(isTeacher(undefined)).toBe(false);
  });
});
