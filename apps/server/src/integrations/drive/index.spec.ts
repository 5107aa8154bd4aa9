import { DRIVE_SCOPE } from '@kampus/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { Problem } from '../../core/problem.ts';
import { driveFor, driveSignInOf } from './index.ts';

const key = new TextEncoder().encode('a key of thirty-two bytes or more, for tests');

describe('the Drive the tab is given', () => {
  it('says where to sign in for each provider, and nothing when Drive is off', () => {
    expect(driveSignInOf(loadConfig({ GOOGLE_CLIENT_ID: 'id.apps' }))).toEqual({
      provider: 'google',
      authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      clientId: 'id.apps',
      scope: DRIVE_SCOPE,
    });
    expect(driveSignInOf(loadConfig({}))).toMatchObject({ provider: 'local', clientId: 'kampus' });
    expect(driveSignInOf(loadConfig({ GOOGLE_DRIVE: 'off' }))).toEqual({
      provider: 'off',
      authorizationUrl: null,
      clientId: null,
      scope: DRIVE_SCOPE,
    });
  });

  it('answers 503 with why when Drive is off', () => {
    let refusal: unknown;
    try {
      driveFor(loadConfig({ GOOGLE_DRIVE: 'off' }), key);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(Problem);
    expect((refusal as Problem).status).toBe(503);
    expect((refusal as Problem).detailKey).toBe('filemanager.drive_not_configured');
  });
});
