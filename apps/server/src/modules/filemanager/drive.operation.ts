import { DRIVE_PAGE_SIZE } from '@kampus/contract';
import { Problem } from '../../core/problem.ts';

/** A page of Drive files as the Drive API answers `files.list` (every field kept: `fields=*`). */
export interface DrivePage {
  files: { id: string; name: string; mimeType: string; [field: string]: unknown }[];
  nextPageToken: string | null;
}

const driveProblem = (detail: string, values: Record<string, string> = {}): Problem =>
  new Problem(502, 'filemanager.drive_unreachable', detail, values);

const isDriveFile = (value: unknown): value is DrivePage['files'][number] =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  typeof (value as { name?: unknown }).name === 'string' &&
  typeof (value as { mimeType?: unknown }).mimeType === 'string';

/** Drive's own message of a refusal (`{error: {message}}`), else the status line. */
const messageOf = (body: unknown, status: number): string => {
  const error = (body as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === 'string' ? error.message.slice(0, 300) : `HTTP ${status}`;
};

/**
 * Lists the caller's Drive files through the Drive API at `apiUrl` (`GOOGLE_DRIVE_API_URL`) with
 * the access token the Drive tab signed in for: page size 10 and all fields, as the spec says.
 * The token is passed through and never kept. Drive's refusals come back with Drive's message.
 */
export const listDriveFiles = async (
  apiUrl: string,
  accessToken: string,
  pageToken: string | undefined,
): Promise<DrivePage> => {
  const url = new URL(`${apiUrl.replace(/\/$/, '')}/files`);
  url.searchParams.set('pageSize', String(DRIVE_PAGE_SIZE));
  url.searchParams.set('fields', '*');
  if (pageToken) url.searchParams.set('pageToken', pageToken);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw driveProblem('filemanager.drive_unreachable');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw driveProblem('filemanager.drive_failed', { message: messageOf(body, response.status) });
  const files = (body as { files?: unknown } | null)?.files;
  const next = (body as { nextPageToken?: unknown } | null)?.nextPageToken;
  return {
    files: Array.isArray(files) ? files.filter(isDriveFile) : [],
    nextPageToken: typeof next === 'string' ? next : null,
  };
};
