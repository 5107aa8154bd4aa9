/** Where the local Drive's sign-in page is served (a stand-in of Google's authorization endpoint). */
export const LOCAL_DRIVE_AUTHORIZE_PATH = '/local-drive/o/oauth2/v2/auth';

/** The client id the local Drive knows the web app by (it has no registry of clients). */
export const LOCAL_DRIVE_CLIENT_ID = 'kampus';

/**
 * The file manager's Drive tab (docs/filemanager.md): Google Drive with the server's Google client
 * id, or the built-in local Drive, which lists `DATA_DIR/drive` after a sign-in page of its own and
 * needs no account anywhere; or off.
 */
export type DriveSettings =
  | { provider: 'google'; clientId: string; authorizationUrl: string; apiUrl: string }
  | { provider: 'local'; folder: string }
  | { provider: 'off' };

/**
 * `GOOGLE_DRIVE`: `google`, `local` or `off`; unset, Google when `GOOGLE_CLIENT_ID` is set and the
 * local Drive otherwise (as mail goes to the outbox without `SMTP_URL`). Google without a client
 * id is off: there is nothing to sign in with.
 */
export const loadDriveSettings = (env: NodeJS.ProcessEnv, folder: string): DriveSettings => {
  const clientId = env.GOOGLE_CLIENT_ID || undefined;
  const chosen = (env.GOOGLE_DRIVE ?? '').trim().toLowerCase() || (clientId ? 'google' : 'local');
  if (chosen === 'local') return { provider: 'local', folder };
  if (chosen !== 'google' || !clientId) return { provider: 'off' };
  return {
    provider: 'google',
    clientId,
    authorizationUrl: env.GOOGLE_DRIVE_AUTH_URL || 'https://accounts.google.com/o/oauth2/v2/auth',
    apiUrl: env.GOOGLE_DRIVE_API_URL || 'https://www.googleapis.com/drive/v3',
  };
};
