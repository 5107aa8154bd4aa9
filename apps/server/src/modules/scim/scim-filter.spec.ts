import { describe, expect, it } from 'vitest';
import { ScimError } from './scim-errors.ts';
import { parseFilter } from './scim-filter.ts';

const USERS = ['userName', 'externalId', 'id', 'active'];
const GROUPS = ['displayName', 'externalId', 'id', 'members'];

const refused = (text: string, attributes = USERS): ScimError => {
  try {
    parseFilter(text, attributes);
  } catch (error) {
    if (error instanceof ScimError) return error;
    throw error;
  }
  throw new Error(`accepted: ${text}`);
};

describe('the SCIM filter grammar Kampus answers', () => {
  it('reads eq conditions joined by and, names in any case, core URNs, escapes and booleans', () => {
    expect(parseFilter('userName eq "a@b.c"', USERS)).toEqual([{ attribute: 'userName', value: 'a@b.c' }]);
    expect(parseFilter('USERNAME EQ "x" AND externalId eq "o\\"k"', USERS)).toEqual([
      { attribute: 'userName', value: 'x' },
      { attribute: 'externalId', value: 'o"k' },
    ]);
    expect(parseFilter('urn:ietf:params:scim:schemas:core:2.0:User:userName eq "x"', USERS)).toEqual([
      { attribute: 'userName', value: 'x' },
    ]);
    expect(parseFilter('active eq True', USERS)).toEqual([{ attribute: 'active', value: true }]);
  });

  it("reads Entra's membership check on groups", () => {
    expect(parseFilter('id eq "3" and members[value eq "u-1"]', GROUPS)).toEqual([
      { attribute: 'id', value: '3' },
      { attribute: 'members', value: 'u-1' },
    ]);
  });

  it('refuses everything else as invalidFilter', () => {
    for (const text of [
      'userName co "a"',
      'userName eq "a" or userName eq "b"',
      'not (userName eq "a")',
      'password eq "x"',
      'userName eq',
      'userName eq "a" and',
      'userName eq 42',
      'userName eq "unterminated',
      'emails[type eq "work"].value eq "a"',
      `userName eq "${'a'.repeat(3000)}"`,
    ]) {
      expect(refused(text)).toMatchObject({ status: 400, scimType: 'invalidFilter' });
    }
    expect(refused('members[value eq "a"]')).toMatchObject({ scimType: 'invalidFilter' });
  });
});
