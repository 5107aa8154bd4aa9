import { DRIVE_PAGE_SIZE } from '@kampus/contract';
import type { Outbound } from '../outbound/index.ts';
import { driveProblem, type DriveApi, type DrivePage } from './drive-api.ts';

const isDriveFile = (value: unknown): value is DrivePage['files'][number] =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  typeof (value as { name?: unknown }).name === 'string' &&
  typeof (value as { mimeType?: unknown }).mimeType === 'string';

/** Drive's own message of a refusal (`{error: {message}}`), else the status line: for the log only. */
const messageOf = (body: unknown, status: number): string => {
  const error = (body as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === 'string' ? error.message.slice(0, 300) : `HTTP ${status}`;
};

/**
 * Google Drive's `files.list` at `apiUrl` (`GOOGLE_DRIVE_API_URL`), with the access token the Drive
 * tab signed in for: page size 10 and all fields, as the spec says. The call goes through the
 * outbound guard; Drive's refusals come back as a fixed message, Drive's own words go to the log.
 */
export const googleDrive = (apiUrl: string, outbound: Pick<Outbound, 'fetch' | 'report'>): DriveApi => ({
  list: async (accessToken, pageToken) => {
    const url = new URL(`${apiUrl.replace(/\/$/, '')}/files`);
    url.searchParams.set('pageSize', String(DRIVE_PAGE_SIZE));
    url.searchParams.set('fields', '*');
    if (pageToken) url.searchParams.set('pageToken', pageToken);
    let response: Response;
    try {
      response = await outbound.fetch(url, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      outbound.report(apiUrl, error);
      throw driveProblem('filemanager.drive_unreachable');
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      outbound.report(apiUrl, new Error(`Drive files.list: ${messageOf(body, response.status)}`));
      throw driveProblem('filemanager.drive_failed');
    }
    const files = (body as { files?: unknown } | null)?.files;
    const next = (body as { nextPageToken?: unknown } | null)?.nextPageToken;
    return {
      files: Array.isArray(files) ? files.filter(isDriveFile) : [],
      nextPageToken: typeof next === 'string' ? next : null,
    };
  },
});
