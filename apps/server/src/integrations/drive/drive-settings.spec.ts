import { describe, expect, it } from 'vitest';
import { loadDriveSettings } from './drive-settings.ts';

describe('which Drive the Drive tab uses (GOOGLE_DRIVE)', () => {
  it('is the local Drive without a Google client id, as mail goes to the outbox without SMTP', () => {
    expect(loadDriveSettings({}, '/data/drive')).toEqual({ provider: 'local', folder: '/data/drive' });
  });

  it('is Google with a client id, at Google’s addresses unless told otherwise', () => {
    expect(loadDriveSettings({ GOOGLE_CLIENT_ID: 'id.apps' }, '/data/drive')).toEqual({
      provider: 'google',
      clientId: 'id.apps',
      authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      apiUrl: 'https://www.googleapis.com/drive/v3',
    });
    expect(
      loadDriveSettings({ GOOGLE_CLIENT_ID: 'id.apps', GOOGLE_DRIVE_API_URL: 'http://127.0.0.1:9/drive/v3' }, '/d'),
    ).toMatchObject({ provider: 'google', apiUrl: 'http://127.0.0.1:9/drive/v3' });
  });

  it('may be chosen: local beside Google sign-in, or off; Google without a client id is off', () => {
    expect(loadDriveSettings({ GOOGLE_CLIENT_ID: 'id.apps', GOOGLE_DRIVE: 'local' }, '/d')).toEqual({
      provider: 'local',
      folder: '/d',
    });
    expect(loadDriveSettings({ GOOGLE_DRIVE: 'off' }, '/d')).toEqual({ provider: 'off' });
    expect(loadDriveSettings({ GOOGLE_DRIVE: 'Google' }, '/d')).toEqual({ provider: 'off' });
  });
});
