import { describe, expect, it } from 'vitest';
import { pushRecent, readRecent, RECENT_LIMIT, type RecentAccount } from './recent.ts';

const account = (n: number): RecentAccount => ({
  id: n,
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Name${n}`,
  lastName: `Last${n}`,
  email: `user${n}@kampus.test`,
});

describe('recent impersonations', () => {
  it('puts the latest first, once, and keeps each owner apart', () => {
    pushRecent('owner-a', account(1));
    pushRecent('owner-a', account(2));
    pushRecent('owner-a', account(1));
    expect(readRecent('owner-a').map((a) => a.id)).toEqual([1, 2]);
    expect(readRecent('owner-b')).toEqual([]);
  });

  it(`keeps at most ${RECENT_LIMIT} and ignores what is not a list of accounts`, () => {
    for (let n = 1; n <= RECENT_LIMIT + 3; n += 1) pushRecent('owner-c', account(n));
    const list = readRecent('owner-c');
    expect(list).toHaveLength(RECENT_LIMIT);
    expect(list[0]?.id).toBe(RECENT_LIMIT + 3);
    localStorage.setItem('kampus.impersonate.recent.owner-d', '{"not":"a list"}');
    expect(readRecent('owner-d')).toEqual([]);
    localStorage.setItem('kampus.impersonate.recent.owner-e', 'not json');
    expect(readRecent('owner-e')).toEqual([]);
  });
});
