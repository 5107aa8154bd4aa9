import { DRIVE_SCOPE } from '@kampus/contract';
import type { Config } from '../../config.ts';
import { Problem } from '../../core/problem.ts';
import { outboundFor } from '../outbound/index.ts';
import type { DriveApi } from './drive-api.ts';
import { LOCAL_DRIVE_AUTHORIZE_PATH, LOCAL_DRIVE_CLIENT_ID } from './drive-settings.ts';
import { googleDrive } from './google-drive.ts';
import { localDrive } from './local-drive.ts';

/** The Drive configured (`GOOGLE_DRIVE`); off, the tab's calls answer 503 with why. */
export const driveFor = (config: Config, key: Uint8Array): DriveApi => {
  const drive = config.drive;
  if (drive.provider === 'google') return googleDrive(drive.apiUrl, outboundFor(config));
  if (drive.provider === 'local') return localDrive(drive.folder, key);
  throw new Problem(503, 'errors.unavailable', 'filemanager.drive_not_configured');
};

/** Where the Drive tab signs in: Google's endpoint and client id, or the local Drive's page. */
export const driveSignInOf = (config: Config) => {
  const drive = config.drive;
  if (drive.provider === 'google')
    return {
      provider: drive.provider,
      authorizationUrl: drive.authorizationUrl,
      clientId: drive.clientId,
      scope: DRIVE_SCOPE,
    };
  if (drive.provider === 'local')
    return {
      provider: drive.provider,
      authorizationUrl: LOCAL_DRIVE_AUTHORIZE_PATH,
      clientId: LOCAL_DRIVE_CLIENT_ID,
      scope: DRIVE_SCOPE,
    };
  return { provider: 'off' as const, authorizationUrl: null, clientId: null, scope: DRIVE_SCOPE };
};
